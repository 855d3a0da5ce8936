// Storage backends for tests: PGlite in memory always, plus the PostgreSQL named by
// TEST_DATABASE_URL when it is set. Every `open` gives a database of its own (a PostgreSQL run
// gets a database that is dropped afterwards), so test files never see each other's rows.
//
// A fresh PGlite runs initdb, which takes seconds on a busy machine. Test databases are instead
// loaded from a template: a PGlite data directory dumped once after the migrations ran, kept in
// node_modules/.cache and named by a hash of the migrations and the PGlite version, so a new
// migration or upgrade makes a new template on the next run.
import { createHash } from 'node:crypto'
import {
  existsSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  renameSync,
  writeFileSync,
} from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { PGlite } from '@electric-sql/pglite'
import postgres from 'postgres'
import { createDb, type DbHandle } from './client.ts'
import { migrationsFolder, runMigrations } from './migrate.ts'

export interface TestBackend {
  name: 'pglite' | 'postgres'
  /** Opens a fresh, migrated database; `dispose` closes it and removes what it created. */
  open: () => Promise<TestDatabase>
}

export interface TestDatabase extends DbHandle {
  dispose: () => Promise<void>
}

export function testBackends(): TestBackend[] {
  const backends: TestBackend[] = [{ name: 'pglite', open: openTestDatabase }]
  const url = process.env.TEST_DATABASE_URL
  if (url) backends.push({ name: 'postgres', open: () => openPostgres(url) })
  return backends
}

/** A fresh, migrated PGlite in memory, loaded from the shared template. */
export async function openTestDatabase(): Promise<TestDatabase> {
  const handle = await createDb({ memory: true, from: await migratedTemplate() })
  return { ...handle, dispose: handle.close }
}

const root = fileURLToPath(new URL('..', import.meta.url))
const templateDir = path.join(root, 'node_modules/.cache/ipaml-tests')

function templateFile(): string {
  const hash = createHash('sha256')
  hash.update(readFileSync(path.join(root, 'node_modules/@electric-sql/pglite/package.json')))
  for (const name of readdirSync(migrationsFolder, { recursive: true, encoding: 'utf8' }).sort()) {
    const file = path.join(migrationsFolder, name)
    if (!name.endsWith('.sql') && !name.endsWith('.json')) continue
    hash.update(name)
    hash.update(readFileSync(file))
  }
  return path.join(templateDir, `pglite-${hash.digest('hex').slice(0, 16)}.tar`)
}

async function migratedTemplate(): Promise<Blob> {
  const file = templateFile()
  if (!existsSync(file)) {
    const handle = await createDb({ memory: true })
    await runMigrations(handle)
    // Drizzle's PGlite database keeps its client as $client.
    const client = (handle.db as unknown as { $client: PGlite }).$client
    const dump = await client.dumpDataDir('none')
    await handle.close()
    mkdirSync(templateDir, { recursive: true })
    // Written aside and renamed: test files starting in parallel never read half a template.
    const partial = `${file}.${process.pid}.partial`
    writeFileSync(partial, Buffer.from(await dump.arrayBuffer()))
    renameSync(partial, file)
  }
  return new Blob([readFileSync(file)])
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
