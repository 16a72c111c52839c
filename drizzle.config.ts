import { defineConfig } from 'drizzle-kit';

// `npx drizzle-kit generate` writes the SQL migrations the backend applies at start (PGlite and PostgreSQL alike).
export default defineConfig({
  dialect: 'postgresql',
  schema: './backend/db/schema.ts',
  out: './backend/core/migrations',
});
