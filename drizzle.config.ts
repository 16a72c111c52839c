import { defineConfig } from 'drizzle-kit';

// `npx drizzle-kit generate` writes the SQL migrations the backend applies at start (PGlite and PostgreSQL alike),
// from every domain's tables.
export default defineConfig({
  dialect: 'postgresql',
  schema: './backend/*/schema.ts',
  out: './backend/core/migrations',
});
