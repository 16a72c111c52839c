// Environment shared by next.config.mjs (build time) and the server (run time). Plain JS for the same reason
// as lib/routing/routePatterns.mjs.

export const SERVICES = ['main', 'nis', 'sso', 'advertising', 'vod', 'upload', 'stats'];

const trimSlashes = (value) => value.replace(/^\/+|\/+$/g, '');

/** The base path: the build type plus the template path (spec section 2), e.g. '/wap/default'; '' by default. */
export function basePathFrom(env = process.env) {
  const parts = [env.BUILD_TYPE ?? '', env.TEMPLATE_PATH ?? ''].map(trimSlashes).filter(Boolean);
  return parts.length ? `/${parts.join('/')}` : '';
}

export function backendUrlFrom(env = process.env) {
  return (env.BACKEND_URL || 'http://127.0.0.1:4010').replace(/\/+$/, '');
}

/** Absolute base address of each service: API_BASE_<SERVICE> when set, else BACKEND_URL/<service>. */
export function serviceBasesFrom(env = process.env) {
  const backend = backendUrlFrom(env);
  return Object.fromEntries(
    SERVICES.map((service) => [
      service,
      (env[`API_BASE_${service.toUpperCase()}`] || `${backend}/${service}`).replace(/\/+$/, ''),
    ]),
  );
}
