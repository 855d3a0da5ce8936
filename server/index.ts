// Server entry: parse the environment, open storage (PGlite by default, PostgreSQL when
// DATABASE_URL is set), migrate, seed, build or check the search indexes, connect the shared rate-limit
// store (REDIS_URL), then listen. SIGTERM/SIGINT stop the process gracefully, within a hard
// deadline (see shutdown.ts).
import { existsSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import type { Server } from 'node:http'
import { createDb } from '../db/client.ts'
import { runMigrations } from '../db/migrate.ts'
import { seedDatabase } from '../seed/index.ts'
import { createApp } from './app.ts'
import { parseEnv } from './env.ts'
import { createLogger, stdoutDestination } from './logger.ts'
import { createRateLimitStores } from './rate-limit-store.ts'
import { exitOnSignals } from './shutdown.ts'
import { startIndexing } from './indexing/start.ts'
import { createSearchEngines } from './search/create.ts'
import { createSearchInsights } from './search/insights/recorder.ts'

export async function main(): Promise<Server> {
  let env
  try {
    env = parseEnv(process.env)
  } catch (err) {
    console.error((err as Error).message)
    process.exit(1)
  }
  const logs = stdoutDestination()
  const logger = createLogger(env.LOG_LEVEL, logs.stream)
  const db = await createDb(
    env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL } : { dataDir: env.DATA_DIR },
  )
  logger.info({ database: db.label }, 'database opened')
  await runMigrations(db)
  await seedDatabase(db, logger)

  // The embedded index is built from content and database, then follows the search outbox;
  // a shared Meilisearch index is rebuilt only when its stored version is out of date.
  const engines = createSearchEngines(env, logger)
  const indexing = await startIndexing({ handle: db, engines, logger })
  const search = engines.search

  const clientDir = fileURLToPath(new URL('../dist/client', import.meta.url))
  const hasClient = existsSync(`${clientDir}/index.html`)
  if (!hasClient)
    logger.warn('no built client in dist/client: serving the API only (run npm run build)')
  const insights = createSearchInsights(db.db, logger, {
    flushIntervalMs: env.SEARCH_INSIGHTS_FLUSH_SECONDS * 1000,
  })
  const rateLimitStores = await createRateLimitStores(env, logger)
  logger.info({ store: rateLimitStores.kind }, 'rate limits ready')
  const app = createApp(
    { env, logger, db, search, insights, rateLimitStores, indexing },
    hasClient ? { clientDir } : {},
  )
  const server = app.listen(env.PORT, env.HOST, () => {
    const address = server.address()
    const port = typeof address === 'object' && address ? address.port : env.PORT
    logger.info({ url: `http://localhost:${port}` }, 'IPAML site listening')
  })

  exitOnSignals({
    server,
    logger,
    logs,
    services: {
      // Counted searches are written before the database they go to closes.
      database: async () => {
        await indexing.stop()
        await insights.close()
        await db.close()
      },
      'rate-limit store': rateLimitStores.close,
      'search engine': engines.close,
    },
  })
  return server
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  main().catch((err: unknown) => {
    console.error(err)
    process.exit(1)
  })
}
