// Database client factory: postgres-js when a URL is given, otherwise embedded PGlite
// (persisted under a folder, or in memory for tests). Both expose the same Drizzle API.
import { mkdirSync } from 'node:fs'
import { PGlite } from '@electric-sql/pglite'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js'
import postgres from 'postgres'
import * as schema from './schema/index.ts'

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>

export type DbKind = 'pglite' | 'postgres'

export interface DbHandle {
  db: Database
  kind: DbKind
  /** Human-readable location (never includes a password). */
  label: string
  /** Cheap round trip used by /readyz and fault detection. */
  ping: () => Promise<void>
  /**
   * LISTENs on a notification channel (postgres-js keeps a dedicated connection and listens again
   * after a reconnect); resolves to a function that stops listening.
   */
  listen: (channel: string, onNotify: (payload: string) => void) => Promise<() => Promise<void>>
  close: () => Promise<void>
}

/**
 * `from` starts an in-memory PGlite from a data directory saved with `dumpDataDir` instead of an
 * empty cluster: tests load a migrated template, which is much faster than initdb.
 */
export type DbOptions =
  { databaseUrl: string } | { dataDir: string } | { memory: true; from?: Blob }

export async function createDb(options: DbOptions): Promise<DbHandle> {
  if ('databaseUrl' in options) return createPostgres(options.databaseUrl)
  if ('dataDir' in options) return createPglite(options.dataDir)
  return createPglite(undefined, options.from)
}

function createPostgres(url: string): DbHandle {
  // connect_timeout keeps a dead database from hanging requests; onnotice silences
  // "relation already exists" notices from idempotent migrations.
  const sqlClient = postgres(url, { max: 10, connect_timeout: 5, onnotice: () => {} })
  const db = drizzlePostgres(sqlClient, { schema }) as unknown as Database
  return {
    db,
    kind: 'postgres',
    label: redactUrl(url),
    ping: async () => {
      await sqlClient`select 1`
    },
    listen: async (channel, onNotify) => {
      const { unlisten } = await sqlClient.listen(channel, onNotify)
      return unlisten
    },
    close: () => sqlClient.end({ timeout: 5 }),
  }
}

async function createPglite(dataDir: string | undefined, from?: Blob): Promise<DbHandle> {
  if (dataDir) mkdirSync(dataDir, { recursive: true })
  const client = new PGlite({ dataDir, loadDataDir: from })
  await client.waitReady
  const db = drizzlePglite(client, { schema }) as unknown as Database
  return {
    db,
    kind: 'pglite',
    label: dataDir ? `PGlite at ${dataDir}` : 'PGlite in memory',
    ping: async () => {
      await client.query('select 1')
    },
    listen: async (channel, onNotify) => {
      const unlisten = await client.listen(channel, onNotify)
      return () => unlisten()
    },
    close: () => client.close(),
  }
}

/** The URL without its password, for logs; `fallback` when it does not parse. */
export function redactUrl(url: string, fallback = 'PostgreSQL'): string {
  try {
    const parsed = new URL(url)
    if (parsed.password) parsed.password = '***'
    return parsed.toString()
  } catch {
    return fallback
  }
}
