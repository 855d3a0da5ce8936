// drizzle-kit configuration: one schema, one migration folder, shared by PGlite and PostgreSQL.
import { defineConfig } from 'drizzle-kit'

export default defineConfig({
  dialect: 'postgresql',
  schema: './db/schema/index.ts',
  out: './db/migrations',
})
