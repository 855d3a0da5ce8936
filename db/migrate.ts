// Applies the drizzle-kit migrations in db/migrations. Drizzle records applied migrations in
// its own table, so running this at every start-up is idempotent on both backends.
import { fileURLToPath } from 'node:url'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator'
import type { PgliteDatabase } from 'drizzle-orm/pglite'
import type { PostgresJsDatabase } from 'drizzle-orm/postgres-js'
import type { DbHandle } from './client.ts'

export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url))

export async function runMigrations(handle: DbHandle): Promise<void> {
  if (handle.kind === 'pglite') {
    await migratePglite(handle.db as unknown as PgliteDatabase, { migrationsFolder })
  } else {
    await migratePostgres(handle.db as unknown as PostgresJsDatabase, { migrationsFolder })
  }
}
