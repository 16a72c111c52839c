import 'server-only';
import { basePathFrom, serviceBasesFrom } from '@/lib/config/env.mjs';
import { publicConfigFrom } from '@/lib/config/publicConfig';

/** Read at run time, so one build serves any backend the server can reach. */
export function serverConfig() {
  const env = process.env;
  const basePath = basePathFrom(env);
  return {
    publicConfig: publicConfigFrom(env, basePath),
    bases: serviceBasesFrom(env),
  };
}
