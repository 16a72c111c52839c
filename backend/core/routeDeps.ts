import type { AppConfig } from './config.js';
import type { Db } from './database.js';

/** What every route module is built from; passed explicitly so tests can build apps side by side. */
export interface RouteDeps {
  db: Db;
  config: AppConfig;
}
