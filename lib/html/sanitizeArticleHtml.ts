/**
 * Article bodies from the CMS, made safe to render with dangerouslySetInnerHTML.
 *
 * An allow-list (sanitize-html): text structure, tables, links, images, video and audio, and iframes only
 * from configured video hosts. Everything else is dropped: scripts, styles, event handlers, forms,
 * object/embed, svg and math, class and id (which could clash with or clobber the page's own), and every
 * style property but text-align. One pass also adds the attributes the reading screen wants (lazy images
 * with their size, external links in a new tab) and collects the images and the plain text for word
 * counts, descriptions and JSON-LD.
 *
 * Server only: the body is cleaned where it is rendered (and kept, so the next render of the same body does not
 * clean it again), and sanitize-html's CSS parser (postcss) is too heavy for the browser bundle.
 *
 * data: URLs are refused everywhere, images included: a data image cannot serve as a share or JSON-LD image,
 * it bloats every cached copy of the page, and CMS images belong on the media host.
 */
import 'server-only';
import sanitizeHtml, { type Attributes, type IOptions } from 'sanitize-html';
import { DEFAULT_IFRAME_HOSTS } from '@/lib/html/iframeHosts.mjs';
import { parseSafeUrl, safeMediaSrc } from '@/lib/html/safeUrl';

export { DEFAULT_IFRAME_HOSTS };

export interface ArticleImage {
  src: string;
  alt: string;
  width?: number;
  height?: number;
}

export interface SanitizedArticle {
  html: string;
  /** The images kept, in document order; the first is the one loaded eagerly. */
  images: readonly ArticleImage[];
  /** Plain text: one line per block, whitespace collapsed, entities decoded. */
  text: string;
}

export interface SanitizeOptions {
  /** Iframes are kept only when their src host is exactly one of these. */
  iframeHosts?: readonly string[];
  /** This site's hosts: absolute links to them open in place like relative ones. */
  siteHosts?: readonly string[];
}

// Tag lists are space-separated words to keep the allow-list readable at a glance.
const tags = (list: string) => list.split(' ');

const TEXT_ALIGNABLE = tags('p div span h1 h2 h3 h4 h5 h6 td th');
const ALLOWED_TAGS = [
  ...TEXT_ALIGNABLE,
  ...tags('ul ol li blockquote strong em b i u s sub sup br hr figure figcaption'),
  ...tags('table caption colgroup col thead tbody tfoot tr'),
  ...tags('a img video audio source iframe'),
];

const ALLOWED_ATTRIBUTES: Record<string, string[]> = {
  ...Object.fromEntries(TEXT_ALIGNABLE.map((tag) => [tag, ['style']])),
  a: ['href', 'title', 'target', 'rel'],
  img: ['src', 'alt', 'title', 'width', 'height', 'loading', 'decoding', 'fetchpriority'],
  iframe: ['src', 'title', 'width', 'height', 'allowfullscreen', 'loading', 'referrerpolicy'],
  video: ['src', 'poster', 'width', 'height', 'controls', 'playsinline', 'webkit-playsinline', 'preload'],
  audio: ['src', 'controls', 'preload'],
  source: ['src', 'type'],
  td: ['style', 'colspan', 'rowspan'],
  th: ['style', 'colspan', 'rowspan', 'scope'],
  col: ['span'],
  colgroup: ['span'],
  ol: ['start'],
};

// Content of these is never shown as text when the tag itself is dropped.
const NON_TEXT_TAGS = tags(
  'script style textarea option select button xmp noscript noembed noframes template title head object embed applet svg math',
);

// Lines of the plain text: these tags (kept or not) end a line, table cells add a space.
const BLOCKS = new Set(
  tags(
    'p div h1 h2 h3 h4 h5 h6 ul ol li dl dt dd blockquote pre figure figcaption table caption tr br hr ' +
      'center section article header footer aside nav main address',
  ),
);
const CELLS = new Set(['td', 'th']);

function boundary(name: string): string {
  if (BLOCKS.has(name)) return '\n';
  return CELLS.has(name) ? ' ' : '';
}

const NUMBER = /^\d{1,5}$/;
const TH_SCOPE = new Set(['row', 'col', 'rowgroup', 'colgroup']);
const MEDIA_TYPE = /^[a-z]+\/[\w.+-]+(?:\s*;.*)?$/i;

/** A positive whole number of at most five digits as it appears in an attribute, else undefined. */
function dimension(value: string | undefined): number | undefined {
  if (value === undefined || !NUMBER.test(value.trim())) return undefined;
  const n = Number(value.trim());
  return n > 0 ? n : undefined;
}

// Attributes whose value is kept only when present and valid.
function present(entries: Record<string, string | number | undefined>): Attributes {
  const attributes: Attributes = {};
  for (const [name, value] of Object.entries(entries))
    if (value !== undefined) attributes[name] = String(value);
  return attributes;
}

// Undoes sanitize-html's text escaping (it escapes only these three with entity decoding on).
const unescapeText = (text: string) =>
  text.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');

function toPlainText(pieces: string[]): string {
  return pieces
    .join('')
    .split('\n')
    .map((line) => line.replace(/\s+/gu, ' ').trim())
    .filter((line) => line !== '')
    .join('\n');
}

// Bodies cleaned lately, by options and text: an article renders for many readers (cache misses, query variants)
// with the same body each time. The least recently used goes first.
const cleaned = new Map<string, SanitizedArticle>();
const CLEANED_KEPT = 100;

/** Sanitises `html` and returns it with the images and plain text it contains. */
export function sanitizeArticleHtml(
  html: string | null | undefined,
  { iframeHosts = DEFAULT_IFRAME_HOSTS, siteHosts = [] }: SanitizeOptions = {},
): SanitizedArticle {
  const key = `${iframeHosts.join(' ')}\n${siteHosts.join(' ')}\n${html ?? ''}`;
  const known = cleaned.get(key);
  if (known) {
    cleaned.delete(key);
    cleaned.set(key, known);
    return known;
  }
  const result = sanitize(html ?? '', iframeHosts, siteHosts);
  cleaned.set(key, result);
  if (cleaned.size > CLEANED_KEPT) cleaned.delete(cleaned.keys().next().value ?? '');
  return result;
}

function sanitize(
  html: string,
  iframeHosts: readonly string[],
  siteHosts: readonly string[],
): SanitizedArticle {
  const images: ArticleImage[] = [];
  // Attribute objects of elements a transform rejected; the exclusive filter then removes each of them with
  // its content. (Renaming a rejected tag to a disallowed one would be simpler, but sanitize-html then keeps
  // the new name for the next closing tag at the same depth.)
  const rejected = new WeakSet<Attributes>();
  const reject = (tagName: string) => {
    const attribs: Attributes = {};
    rejected.add(attribs);
    return { tagName, attribs };
  };
  const text: string[] = [];
  // Browsers never render an iframe's children, so nothing inside one is kept.
  let openIframes = 0;

  function image(attribs: Attributes) {
    // CMS copies of WeChat articles keep the address in the lazy-loading attribute and no src.
    const src = safeMediaSrc(attribs.src) ?? safeMediaSrc(attribs['data-src']);
    if (src === null) return reject('img');
    const width = dimension(attribs.width);
    const height = dimension(attribs.height);
    const alt = attribs.alt ?? '';
    const first = images.length === 0;
    images.push({ src, alt, ...(width ? { width } : {}), ...(height ? { height } : {}) });
    // The first image is usually the one above the fold: loading it lazily would delay the page's LCP.
    const loading = first
      ? { loading: 'eager', fetchpriority: 'high' }
      : { loading: 'lazy', decoding: 'async' };
    return {
      tagName: 'img',
      attribs: present({ src, alt, title: attribs.title, width, height, ...loading }),
    };
  }

  function link(attribs: Attributes) {
    const href = parseSafeUrl(attribs.href);
    const external = href?.kind === 'http' && !siteHosts.includes(href.host);
    const opensElsewhere = external ? { target: '_blank', rel: 'noopener noreferrer' } : {};
    return { tagName: 'a', attribs: present({ href: href?.url, title: attribs.title, ...opensElsewhere }) };
  }

  function iframe(attribs: Attributes) {
    const src = parseSafeUrl(attribs.src);
    if (src?.kind !== 'http' || !iframeHosts.includes(src.host)) return reject('iframe');
    return {
      tagName: 'iframe',
      attribs: present({
        src: src.url.replace(/^http:/, 'https:'),
        title: attribs.title,
        width: dimension(attribs.width),
        height: dimension(attribs.height),
        allowfullscreen: '',
        loading: 'lazy',
        referrerpolicy: 'strict-origin-when-cross-origin',
      }),
    };
  }

  function transform(tagName: string, attribs: Attributes) {
    if (openIframes > (tagName === 'iframe' ? 1 : 0)) return reject(tagName);
    switch (tagName) {
      case 'img':
        return image(attribs);
      case 'a':
        return link(attribs);
      case 'iframe':
        return iframe(attribs);
      case 'video':
        return {
          tagName,
          attribs: present({
            src: safeMediaSrc(attribs.src) ?? undefined,
            poster: safeMediaSrc(attribs.poster) ?? undefined,
            width: dimension(attribs.width),
            height: dimension(attribs.height),
            controls: '',
            playsinline: '',
            'webkit-playsinline': '',
            preload: 'metadata',
          }),
        };
      case 'audio':
        return {
          tagName,
          attribs: present({
            src: safeMediaSrc(attribs.src) ?? undefined,
            controls: '',
            preload: 'metadata',
          }),
        };
      case 'source': {
        const src = safeMediaSrc(attribs.src);
        if (src === null) return reject(tagName);
        const type = attribs.type && MEDIA_TYPE.test(attribs.type) ? attribs.type : undefined;
        return { tagName, attribs: present({ src, type }) };
      }
      case 'td':
      case 'th':
        return {
          tagName,
          attribs: present({
            style: attribs.style,
            colspan: dimension(attribs.colspan),
            rowspan: dimension(attribs.rowspan),
            scope: tagName === 'th' && TH_SCOPE.has(attribs.scope ?? '') ? attribs.scope : undefined,
          }),
        };
      case 'col':
      case 'colgroup':
        return { tagName, attribs: present({ span: dimension(attribs.span) }) };
      case 'ol':
        return { tagName, attribs: present({ start: dimension(attribs.start) }) };
      default:
        return { tagName, attribs };
    }
  }

  const options: IOptions = {
    allowedTags: ALLOWED_TAGS,
    allowedAttributes: ALLOWED_ATTRIBUTES,
    allowedStyles: { '*': { 'text-align': [/^(?:left|right|center|justify|start|end)$/] } },
    allowedSchemes: ['http', 'https', 'mailto', 'tel'],
    allowedSchemesByTag: {
      img: ['http', 'https'],
      iframe: ['https'],
      video: ['http', 'https'],
      audio: ['http', 'https'],
      source: ['http', 'https'],
    },
    nonTextTags: NON_TEXT_TAGS,
    // Void elements beyond sanitize-html's list, so they get no closing tag.
    selfClosing: [...(sanitizeHtml.defaults.selfClosing ?? []), 'source', 'col'],
    disallowedTagsMode: 'discard',
    transformTags: { '*': transform },
    exclusiveFilter: (frame) => rejected.has(frame.attribs),
    onOpenTag(name) {
      if (name === 'iframe') openIframes += 1;
      text.push(boundary(name));
    },
    onCloseTag(name) {
      if (name === 'iframe') openIframes = Math.max(0, openIframes - 1);
      text.push(boundary(name));
    },
    textFilter(escaped, tagName) {
      if (openIframes > 0 || tagName === 'iframe') return '';
      text.push(unescapeText(escaped));
      return escaped;
    },
  };

  const clean = sanitizeHtml(html, options);
  return Object.freeze({ html: clean, images: Object.freeze(images), text: toPlainText(text) });
}
