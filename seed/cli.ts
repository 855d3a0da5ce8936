// `npm run seed`: migrate and seed the configured database (PGlite under DATA_DIR by default,
// PostgreSQL with DATABASE_URL) and, when MEILI_URL is set, push the search documents to
// Meilisearch. Idempotent.
import { createDb } from '../db/client.ts'
import { runMigrations } from '../db/migrate.ts'
import { parseEnv } from '../server/env.ts'
import { createLogger } from '../server/logger.ts'
import { createSearchIndex } from '../server/search/create.ts'
import { seedDatabase } from './index.ts'
import { buildSearchDocuments } from './search-documents.ts'

const env = parseEnv(process.env)
const logger = createLogger(env.LOG_LEVEL)
const db = await createDb(
  env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL } : { dataDir: env.DATA_DIR },
)
try {
  await runMigrations(db)
  await seedDatabase(db, logger)
  const search = createSearchIndex(env, logger)
  const documents = buildSearchDocuments()
  await search.replaceAll(documents)
  logger.info(
    { database: db.label, engine: search.name, documents: documents.length },
    'seed complete',
  )
} finally {
  await db.close()
}
