import { shortClassName, shortLocalIdent, shortenClassNames } from '@/lib/config/cssClassNames.mjs';

const context = (file: string) => ({ rootContext: '/site', resourcePath: `/site/${file}` });

describe('short CSS class names', () => {
  it('names a class by its stylesheet and name: seven characters a CSS identifier may start with', () => {
    const name = shortClassName('components/shell/TopBar.module.css', 'bar');
    expect(name).toMatch(/^_[\w-]{6}$/);
    expect(shortClassName('components/shell/TopBar.module.css', 'bar')).toBe(name);
    expect(shortClassName('components/shell/TopBar.module.css', 'brand')).not.toBe(name);
    expect(shortClassName('components/shell/SiteFooter.module.css', 'bar')).not.toBe(name);
  });

  it('gives one class the same name each time it is asked, and fails on two classes with one name', () => {
    const ident = shortLocalIdent(() => '_same');
    expect(ident(context('a/A.module.css'), '', 'x')).toBe('_same');
    expect(ident(context('a/A.module.css'), '', 'x')).toBe('_same');
    expect(() => ident(context('b/B.module.css'), '', 'x')).toThrow(
      'CSS modules: a/A.module.css .x and b/B.module.css .x would both be named _same',
    );
  });

  it("changes only Next's CSS-module loaders, wherever its rules nest them", () => {
    function getCssModuleLocalIdent() {
      return 'Next_name__hash';
    }
    const fontIdent = () => '__font';
    const cssModules = {
      loader: '/app/node_modules/next/dist/build/webpack/loaders/css-loader/src/index.js',
      options: { importLoaders: 1, modules: { mode: 'pure', getLocalIdent: getCssModuleLocalIdent } },
    };
    const font = {
      loader: '/app/node_modules/next/dist/build/webpack/loaders/css-loader/src/index.js',
      options: { modules: { getLocalIdent: fontIdent } },
    };
    const postcss = {
      loader: '/app/node_modules/next/dist/build/webpack/loaders/postcss-loader/src/index.js',
    };
    const config = {
      module: {
        rules: ['...', null, { oneOf: [{ use: [font] }, { rules: [{ use: [cssModules, postcss] }] }] }],
      },
    };
    expect(shortenClassNames(config)).toBe(1);
    expect(font.options.modules.getLocalIdent).toBe(fontIdent);
    expect(cssModules.options.importLoaders).toBe(1);
    expect(cssModules.options.modules.mode).toBe('pure');
    const getLocalIdent = cssModules.options.modules.getLocalIdent as unknown as ReturnType<
      typeof shortLocalIdent
    >;
    expect(getLocalIdent(context('components/shell/TopBar.module.css'), '', 'bar')).toBe(
      shortClassName('components/shell/TopBar.module.css', 'bar'),
    );
    expect(shortenClassNames({ module: { rules: [{ use: [font] }] } })).toBe(0);
  });
});
