import { defineConfig } from 'drizzle-kit';

// Only `drizzle-kit generate` uses this: it writes SQL migrations from the schema.
// They are applied by src/server/db/migrate.ts at start, on PGlite and PostgreSQL alike.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/server/db/schema.ts',
  out: './src/server/db/migrations',
});
