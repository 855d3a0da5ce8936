// `npm run index`: rebuilds the shared Meilisearch index from content and database (migrating
// first), under a versioned name swapped in atomically, and records its version so server
// starts do not rebuild it. Without MEILI_URL there is nothing shared to build: every server
// builds its embedded index at start.
import { createDb } from '../db/client.ts'
import { runMigrations } from '../db/migrate.ts'
import { parseEnv } from '../server/env.ts'
import { buildSharedIndex } from '../server/indexing/job.ts'
import { createLogger } from '../server/logger.ts'
import { createSearchEngines } from '../server/search/create.ts'

const env = parseEnv(process.env)
const logger = createLogger(env.LOG_LEVEL)
const engines = createSearchEngines(env, logger)
const { meilisearch } = engines
if (!meilisearch) {
  logger.info('MEILI_URL is not set: each server builds its embedded search index at start')
  process.exit(0)
}
const db = await createDb(
  env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL } : { dataDir: env.DATA_DIR },
)
try {
  await runMigrations(db)
  const result = await buildSharedIndex(db, meilisearch, logger, { force: true })
  logger.info({ database: db.label, ...result }, 'index complete')
} catch (err) {
  logger.error({ err }, 'indexing failed; the previous index is still served')
  process.exitCode = 1
} finally {
  await db.close()
  await engines.close()
}
