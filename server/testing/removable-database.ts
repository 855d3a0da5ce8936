// A PostgreSQL database of its own that a fault test can take away while the app runs
// (connections refused, live sessions terminated) and give back: created and migrated on the
// server named by TEST_DATABASE_URL before the tests of the enclosing block, dropped after them.
import postgres from 'postgres'
import { afterAll, beforeAll } from 'vitest'
import { createDb, type DbHandle } from '../../db/client.ts'
import { runMigrations } from '../../db/migrate.ts'

export interface RemovableDatabase {
  /** The migrated database, for the tests (not before the hooks ran). */
  db: () => DbHandle
  /** Refuses new connections and ends the live ones, or allows them again. */
  setConnections: (allowed: boolean) => Promise<void>
}

export function setUpRemovableDatabase(
  adminUrl: string,
  prefix: string,
  prepare: (db: DbHandle) => Promise<unknown> = async () => {},
  timeoutMs = 60_000,
): RemovableDatabase {
  const name = `${prefix}_${process.pid}_${Math.random().toString(36).slice(2, 8)}`
  let admin: postgres.Sql | undefined
  let db: DbHandle | undefined
  beforeAll(async () => {
    admin = postgres(adminUrl, { max: 1, onnotice: () => {} })
    await admin.unsafe(`create database ${name}`)
    const url = new URL(adminUrl)
    url.pathname = `/${name}`
    db = await createDb({ databaseUrl: url.toString() })
    await runMigrations(db)
    await prepare(db)
  }, timeoutMs)
  afterAll(async () => {
    await db?.close()
    await admin?.unsafe(`drop database if exists ${name} with (force)`)
    await admin?.end()
  })
  return {
    db: () => {
      if (!db) throw new Error('the removable database is created in beforeAll')
      return db
    },
    setConnections: async (allowed) => {
      if (!admin) throw new Error('the removable database is created in beforeAll')
      await admin.unsafe(`alter database ${name} allow_connections ${allowed}`)
      if (!allowed)
        await admin`select pg_terminate_backend(pid) from pg_stat_activity where datname = ${name}`
    },
  }
}
