import { defineConfig } from 'drizzle-kit';

// `npx drizzle-kit generate --config apps/server/drizzle.config.ts` writes a new versioned migration
// into apps/server/drizzle. The same SQL runs on PGlite and PostgreSQL.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/tables/*.table.ts',
  out: './drizzle',
  strict: true,
});
