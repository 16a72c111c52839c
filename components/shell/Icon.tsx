// Inline icons: no requests, no font, and they take currentColor so themes colour them.
const PATHS = {
  search:
    'M10.5 3a7.5 7.5 0 0 1 5.96 12.05l4.24 4.25-1.4 1.4-4.25-4.24A7.5 7.5 0 1 1 10.5 3Zm0 2a5.5 5.5 0 1 0 0 11 5.5 5.5 0 0 0 0-11Z',
  paper: 'M4 4h12l4 4v12H4V4Zm2 2v12h12V9h-3V6H6Zm2 4h8v2H8v-2Zm0 4h8v2H8v-2Z',
  more: 'M5 10.5a1.5 1.5 0 1 1 0 3 1.5 1.5 0 0 1 0-3Zm7 0a1.5 1.5 0 1 1 0 3 1.5 1.5 0 0 1 0-3Zm7 0a1.5 1.5 0 1 1 0 3 1.5 1.5 0 0 1 0-3Z',
  close: 'm6.4 5 5.6 5.6L17.6 5 19 6.4 13.4 12l5.6 5.6-1.4 1.4-5.6-5.6L6.4 19 5 17.6l5.6-5.6L5 6.4 6.4 5Z',
  up: 'M12 5.6 19.4 13 18 14.4l-5-5V20h-2V9.4l-5 5L4.6 13 12 5.6ZM4 3h16v2H4V3Z',
  back: 'M15.4 4.6 16.8 6l-6 6 6 6-1.4 1.4L8 12l7.4-7.4Z',
  down: 'M12 18.4 4.6 11 6 9.6l5 5V4h2v10.6l5-5 1.4 1.4-7.4 7.4ZM4 19h16v2H4v-2Z',
} as const;

export type IconName = keyof typeof PATHS;

export function Icon({ name }: { name: IconName }) {
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
      <path d={PATHS[name]} fill="currentColor" />
    </svg>
  );
}
