// The shape of the code (README.md, "The shape"), checked by `npm run lint`. Each rule names the arrow it forbids;
// tests/unit/shape/dependencyRules.test.ts proves that each one fails on a file that breaks it.

/** Components that may load a route's data: the route's one loader (`*Screen`, a route helper, metadata). */
const ROUTE_LOADERS = '(Screen|Route|[mM]etadata|HandOff|Access)\\.tsx?$';
/** What ships to the browser: islands and hooks call lib/api's browser client and typed actions. */
/**
 * lib/api and lib/auth modules of pure functions and constants a leaf may use (mappers' models, link and message
 * helpers); tests/unit/shape/screensAndLeaves.test.ts checks that nothing a leaf imports reaches the backend or
 * the session, however indirectly.
 */
const PURE_HELPERS = [
  '^lib/api/(mapping|[a-z]+Model)\\.ts$',
  '^lib/auth/(redirectTarget|memberMessages|wechat|wechatLaunchTemplate)\\.ts$',
];
const BROWSER_ENTRIES = '(\\.island\\.tsx|/use[A-Z][A-Za-z]*\\.tsx?)$';

/**
 * lib's folders from the bottom up: a folder imports only folders below it (those on one line are peers that do
 * not import each other), so lib has no cycle between folders either.
 */
const LIB_LAYERS = [
  'contract',
  'config',
  'device',
  'format|html',
  'api',
  'guard',
  'i18n',
  'routing|seo',
  'server',
  'auth',
  'stats',
];

const libLayerRules = LIB_LAYERS.slice(0, -1).map((layer, index) => ({
  name: `lib-layer-${layer.replace('|', '-')}`,
  comment: `lib/${layer} is below ${LIB_LAYERS.slice(index + 1).join(', ')} and never imports them.`,
  severity: 'error',
  from: { path: `^lib/(${layer})/` },
  to: { path: `^lib/(${LIB_LAYERS.slice(index + 1).join('|')})/` },
}));

module.exports = {
  forbidden: [
    ...libLayerRules,
    {
      name: 'no-cycles',
      comment: 'A module never reaches itself again through its imports, types included.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'lib-below-components',
      comment: 'lib/ is framework-light and never imports UI or routes.',
      severity: 'error',
      from: { path: '^lib/' },
      to: { path: '^(app|components)/' },
    },
    {
      name: 'components-below-app',
      comment: 'Components never import route files.',
      severity: 'error',
      from: { path: '^components/' },
      to: { path: '^app/' },
    },
    {
      name: 'contract-stands-alone',
      comment: 'lib/contract is shared with the backend, so it imports nothing of the site.',
      severity: 'error',
      from: { path: '^lib/contract/' },
      to: { path: '^(app|components|lib/(?!contract/)|proxy\\.ts)' },
    },
    {
      name: 'backend-imports-only-the-contract',
      comment: 'The backend is a separate service: of the site it imports only lib/contract.',
      severity: 'error',
      from: { path: '^backend/' },
      to: { path: '^(app|components|lib/(?!contract/)|proxy\\.ts|messages)' },
    },
    {
      name: 'site-does-not-import-the-backend',
      comment: 'The site reaches the backend over HTTP only.',
      severity: 'error',
      from: { path: '^(app|components|lib|proxy\\.ts)' },
      to: { path: '^backend/' },
    },
    {
      name: 'ky-only-in-lib-api',
      comment: 'lib/api is the one HTTP client.',
      severity: 'error',
      from: { pathNot: '^lib/api/' },
      to: { path: '^node_modules/ky/' },
    },
    {
      name: 'leaves-take-props',
      comment:
        "A route's data is loaded by its page or *Screen; leaves get props. Types and pure helpers from lib/api " +
        'are fine, its readers are not. Islands and hooks reach lib/api through the browser client.',
      severity: 'error',
      from: { path: '^components/', pathNot: [ROUTE_LOADERS, BROWSER_ENTRIES] },
      to: { path: '^lib/(api|auth)/', pathNot: PURE_HELPERS, dependencyTypesNot: ['type-only'] },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(\\.next|backend/dist|tests/\\.output|public)' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.mjs', '.js', '.d.mts', '.d.ts'],
    },
  },
};
