// `npm run seed`: migrate and seed the configured database (PGlite under DATA_DIR by default,
// PostgreSQL with DATABASE_URL) and, when MEILI_URL is set, rebuild the Meilisearch index from
// content and database (built aside, then swapped in). Idempotent.
import { createDb } from '../db/client.ts'
import { runMigrations } from '../db/migrate.ts'
import { parseEnv } from '../server/env.ts'
import { buildSharedIndex } from '../server/indexing/job.ts'
import { createLogger } from '../server/logger.ts'
import { createSearchEngines } from '../server/search/create.ts'
import { seedDatabase } from './index.ts'

const env = parseEnv(process.env)
const logger = createLogger(env.LOG_LEVEL)
const db = await createDb(
  env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL } : { dataDir: env.DATA_DIR },
)
try {
  await runMigrations(db)
  await seedDatabase(db, logger)
  const { meilisearch } = createSearchEngines(env, logger)
  const index = meilisearch
    ? await buildSharedIndex(db, meilisearch, logger, { force: true })
    : 'embedded: built by each server at start'
  logger.info({ database: db.label, index }, 'seed complete')
} finally {
  await db.close()
}
