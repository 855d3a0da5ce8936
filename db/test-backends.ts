// Storage backends for contract tests: PGlite in memory always, plus the PostgreSQL named by
// TEST_DATABASE_URL when it is set. Each PostgreSQL run gets a database of its own that is
// dropped afterwards, so suites never see each other's rows.
import postgres from 'postgres'
import { createDb, type DbHandle } from './client.ts'
import { runMigrations } from './migrate.ts'

export interface TestBackend {
  name: 'pglite' | 'postgres'
  /** Opens a fresh, migrated database; `dispose` closes it and removes what it created. */
  open: () => Promise<TestDatabase>
}

export interface TestDatabase extends DbHandle {
  dispose: () => Promise<void>
}

export function testBackends(): TestBackend[] {
  const backends: TestBackend[] = [{ name: 'pglite', open: openPglite }]
  const url = process.env.TEST_DATABASE_URL
  if (url) backends.push({ name: 'postgres', open: () => openPostgres(url) })
  return backends
}

async function openPglite(): Promise<TestDatabase> {
  const handle = await createDb({ memory: true })
  await runMigrations(handle)
  return { ...handle, dispose: handle.close }
}

async function openPostgres(serverUrl: string): Promise<TestDatabase> {
  const scratch = await createScratchDatabase(serverUrl, 'test')
  const handle = await createDb({ databaseUrl: scratch.url })
  await runMigrations(handle)
  return {
    ...handle,
    dispose: async () => {
      await handle.close()
      await scratch.drop()
    },
  }
}

export interface ScratchDatabase {
  /** Connection URL of the new, empty database. */
  url: string
  /** Drops the database, terminating connections still open to it. */
  drop: () => Promise<void>
}

/**
 * Creates an empty database with a unique name on the server of `serverUrl` (the URL of any
 * database there the user may connect to, e.g. postgres://postgres@127.0.0.1:5432/test).
 */
export async function createScratchDatabase(
  serverUrl: string,
  label: string,
): Promise<ScratchDatabase> {
  const name = `ipaml_${label.replace(/\W/g, '_')}_${process.pid}_${Math.random().toString(36).slice(2, 10)}`
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} })
  await admin.unsafe(`create database "${name}"`)
  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  return {
    url: url.toString(),
    drop: async () => {
      await admin.unsafe(`drop database if exists "${name}" with (force)`)
      await admin.end({ timeout: 5 })
    },
  }
}
