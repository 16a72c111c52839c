import { eq } from 'drizzle-orm';
import type { Db } from '../core/database.js';
import { isPlainObject, type JsonObject } from '../core/jsonFields.js';
import { siteConfig } from './schema.js';

export async function readSiteConfig(db: Db): Promise<JsonObject | null> {
  const [row] = await db.select({ config: siteConfig.config }).from(siteConfig).where(eq(siteConfig.id, 1));
  return row?.config ?? null;
}

export async function writeSiteConfig(db: Db, config: JsonObject): Promise<void> {
  await db
    .insert(siteConfig)
    .values({ id: 1, config })
    .onConflictDoUpdate({ target: siteConfig.id, set: { config, updatedAt: new Date() } });
}

/** Objects merge key by key; anything else (arrays included) replaces what was there. */
export function deepMerge(base: JsonObject, patch: JsonObject): JsonObject {
  const merged: JsonObject = { ...base };
  for (const [key, value] of Object.entries(patch)) {
    const current = merged[key];
    const next = isPlainObject(current) && isPlainObject(value) ? deepMerge(current, value) : value;
    // defineProperty, not assignment: a key named __proto__ must stay data and never swap the prototype.
    Object.defineProperty(merged, key, { value: next, enumerable: true, writable: true, configurable: true });
  }
  return merged;
}
