// Applies the drizzle-kit migrations in db/migrations. Drizzle records applied migrations in
// its own table, so running this at every start-up is idempotent on both backends. On
// PostgreSQL, replicas starting together take turns (a session advisory lock): two migrators
// running at once would both try to create the same tables.
import { fileURLToPath } from 'node:url'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator'
import type { PgliteDatabase } from 'drizzle-orm/pglite'
import type { PostgresJsDatabase } from 'drizzle-orm/postgres-js'
import type { Sql } from 'postgres'
import type { DbHandle } from './client.ts'

/** Advisory lock id held while migrating (any constant shared by every replica). */
const MIGRATION_LOCK_KEY = 47_265

export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url))

export async function runMigrations(handle: DbHandle): Promise<void> {
  if (handle.kind === 'pglite') {
    await migratePglite(handle.db as unknown as PgliteDatabase, { migrationsFolder })
  } else {
    const db = handle.db as unknown as PostgresJsDatabase & { $client: Sql }
    const lock = await db.$client.reserve()
    try {
      await lock`select pg_advisory_lock(${MIGRATION_LOCK_KEY})`
      await migratePostgres(db, { migrationsFolder })
    } finally {
      await lock`select pg_advisory_unlock(${MIGRATION_LOCK_KEY})`.catch(() => {})
      lock.release()
    }
  }
}
