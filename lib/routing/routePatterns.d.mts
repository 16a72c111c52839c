export interface RouteDefinition {
  name: string;
  path: string;
  folder: string;
  topBar?: boolean;
  keepAlive?: boolean;
  requiresAuth?: boolean;
  /** Rendered with the reader's session on the server: a reader with one never shares the page. */
  readsSession?: boolean;
  /** Never shared nor kept by any cache, whoever asks: what it shows changes with every visit (a write-off). */
  neverShared?: boolean;
  safeArea?: boolean;
  article?: boolean;
  aliases?: string[];
}
export interface RouteParam {
  name: string;
  optional: boolean;
}
export function parsePattern(pattern: string): { prefix: string; params: RouteParam[] };
export function parameterVariants(params: RouteParam[]): RouteParam[][];
export function routeRewrites(): { source: string; destination: string }[];
export function matchRoute(
  pathname: string,
): { route: RouteDefinition; params: Record<string, string> } | null;
export const routes: RouteDefinition[];
