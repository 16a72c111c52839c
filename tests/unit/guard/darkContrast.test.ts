import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

// The site's colour as text on dark pages (app/globals.css): the configured red is too dark on the dark surface,
// so text takes --pad-text / --topic-text, mixed with white there.
const root = join(__dirname, '../../..');
const css = (path: string) => readFileSync(join(root, path), 'utf8');
const globals = css('app/globals.css');

const block = (selector: string) => {
  const start = globals.indexOf(`${selector} {`);
  return globals.slice(start, globals.indexOf('}', start));
};
const value = (text: string, name: string) => new RegExp(`${name}:\\s*([^;]+);`).exec(text)?.[1]?.trim();

const rgb = (hex: string) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
const luminance = (channels: number[]) => {
  const [r = 0, g = 0, b = 0] = channels.map((c) => {
    const s = c / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
};
const contrast = (a: number[], b: number[]) => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
};

describe('the site colour as text in the dark scheme', () => {
  const dark = block("html[data-scheme='dark']");
  const light = block(':root');

  it('is the configured colour on light pages, a white mix on dark ones', () => {
    expect(value(light, '--pad-text')).toBe('var(--pad-color)');
    expect(value(light, '--topic-text')).toBe('var(--topic-color)');
    expect(value(dark, '--pad-text')).toMatch(/^color-mix\(in srgb, var\(--pad-color\) \d+%, #fff\)$/);
    expect(value(dark, '--topic-text')).toMatch(/^color-mix\(in srgb, var\(--topic-color\) \d+%, #fff\)$/);
  });

  it('reads at 4.5:1 or more on the dark background and surface for the default red', () => {
    const share = Number(/(\d+)%/.exec(value(dark, '--pad-text') ?? '')?.[1]) / 100;
    const text = rgb(value(light, '--pad-color') ?? '').map((c) => c * share + 255 * (1 - share));
    for (const name of ['--bg', '--surface']) {
      expect(contrast(text, rgb(value(dark, name) ?? ''))).toBeGreaterThanOrEqual(4.5);
    }
    // The plain red would not: the reason for the token.
    expect(
      contrast(rgb(value(light, '--pad-color') ?? ''), rgb(value(dark, '--surface') ?? '')),
    ).toBeLessThan(4.5);
  });

  // Every stylesheet of the site: text in the site's colour goes through the token, wherever it is.
  const stylesheets = readdirSync(join(root, 'components'), { recursive: true, encoding: 'utf8' })
    .filter((path) => path.endsWith('.css'))
    .map((path) => `components/${path}`);

  it('has stylesheets to look at', () => {
    expect(stylesheets).toContain('components/shell/TopBar.module.css');
  });

  it.each(stylesheets)('is what %s colours text with', (path) => {
    expect(css(path)).not.toMatch(/(^|[^-])color:\s*var\(--(pad|topic)-color\)/m);
  });
});
