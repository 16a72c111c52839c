// The template WeChat's open tag (wx-open-launch-app) draws itself, apart from the page's styles (CSS variables
// still reach it). Built on the server, so pages carry neither it nor the escaping.
import { xmlEscape } from '@/lib/seo/xml';

export const launchTemplate = (label: string) =>
  '<style>button{width:100%;height:100%;border:0;border-radius:999px;padding:0;' +
  'background:var(--pad-color,#c8161d);color:#fff;font-size:14px}</style>' +
  `<button type="button">${xmlEscape(label)}</button>`;
