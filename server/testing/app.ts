// The one way server tests build the app: deps with test defaults (NODE_ENV=test, a silent
// logger, an empty embedded search index unless one is given) around a test database from
// db/test-backends.ts (`openTestDatabase`: a fresh, migrated PGlite per test file); and the one
// way a storage suite opens each backend with the seeded forum (`useSeededForum`).
import type express from 'express'
import { afterAll, beforeAll } from 'vitest'
import type { DbHandle } from '../../db/client.ts'
import { openTestDatabase, type TestBackend, type TestDatabase } from '../../db/test-backends.ts'
import { seedForum } from '../../seed/forum.ts'
import { createApp } from '../app.ts'
import { parseEnv } from '../env.ts'
import { createLogger } from '../logger.ts'
import { createEmbeddedIndex } from '../search/embedded.ts'
import type { SearchIndex } from '../search/types.ts'
import type { AppDeps } from '../trpc/context.ts'

export { openTestDatabase, type TestDatabase } from '../../db/test-backends.ts'

/**
 * Opens a database with `open` before the tests of the enclosing block (the file, or a describe
 * block) and disposes of it after them. Returns the database, for the tests (not before the
 * hooks ran).
 */
function setUpDatabase(open: () => Promise<TestDatabase>): () => TestDatabase {
  let database: TestDatabase | undefined
  beforeAll(async () => {
    database = await open()
  }, 60_000)
  afterAll(async () => {
    await database?.dispose()
  })
  return () => {
    if (!database) throw new Error('the test database is opened in beforeAll')
    return database
  }
}

/** A fresh, migrated test database for the file's tests. */
export function setUpTestDatabase(): () => TestDatabase {
  return setUpDatabase(openTestDatabase)
}

/**
 * A fresh database of `backend` with the seed forum for the enclosing describe block; call it in
 * a `describe.each(testBackends())`.
 */
export function useSeededForum(backend: TestBackend): () => TestDatabase {
  return setUpDatabase(async () => {
    const database = await backend.open()
    await seedForum(database.db)
    return database
  })
}

export interface TestAppOptions {
  /** Environment variables on top of NODE_ENV=test. */
  env?: Record<string, string>
  search?: SearchIndex
  /** A built client to serve (omit for API-only tests). */
  clientDir?: string
}

export function testDeps(db: DbHandle, options: TestAppOptions = {}): AppDeps {
  return {
    env: parseEnv({ NODE_ENV: 'test', ...options.env }),
    logger: createLogger('silent'),
    db,
    search: options.search ?? createEmbeddedIndex(),
  }
}

export function testApp(db: DbHandle, options: TestAppOptions = {}): express.Express {
  const clientDir = options.clientDir
  return createApp(testDeps(db, options), clientDir ? { clientDir } : {})
}
