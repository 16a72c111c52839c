// The demo site's config (seed/config.json): 临江日报's news app, a city paper invented for this project.
import type { SeedStep } from '../core/seeder.js';
import { defaultSearchClassify, defaultSearchHotWords } from '../search/searchClassify.js';
import { siteConfig } from './schema.js';
import demoConfig from './seed/config.json' with { type: 'json' };

export const siteConfigSeed: SeedStep = {
  name: 'site config',
  async seed(db) {
    const config = {
      ...demoConfig,
      searchClassify: defaultSearchClassify,
      searchHotWords: defaultSearchHotWords,
    };
    // Never overwrites: a config edited through ingest survives restarts.
    await db.insert(siteConfig).values({ id: 1, config }).onConflictDoNothing();
  },
};
