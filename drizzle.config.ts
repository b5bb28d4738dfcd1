import { defineConfig } from 'drizzle-kit';

// `npm run db:generate` turns schema changes into a new SQL migration under migrations/.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/server/db/schema/*.ts',
  out: './src/server/db/migrations',
});
