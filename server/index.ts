// Server entry: parse the environment, open storage (PGlite by default, PostgreSQL when
// DATABASE_URL is set), migrate, seed, build the search index, connect the shared rate-limit
// store (REDIS_URL), then listen. SIGTERM/SIGINT stop accepting, let in-flight requests finish
// (10 s at most), close the database and the Redis client, and exit. A hard deadline ends the
// process whatever hangs (a stalled log consumer, a database that does not close).
import { existsSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import type { Server } from 'node:http'
import { createDb } from '../db/client.ts'
import { runMigrations } from '../db/migrate.ts'
import { seedDatabase } from '../seed/index.ts'
import { buildSearchDocuments } from '../seed/search-documents.ts'
import { createApp } from './app.ts'
import { parseEnv } from './env.ts'
import { createLogger, stdoutDestination } from './logger.ts'
import { createRateLimitStores } from './rate-limit-store.ts'
import { createSearchIndex } from './search/create.ts'

/** In-flight requests get this long after the signal; then their connections are closed. */
export const SHUTDOWN_GRACE_MS = 10_000
/** The process exits by this time after the signal, whatever is still pending. */
export const SHUTDOWN_DEADLINE_MS = 15_000
/** The last log lines get this long to reach a consumer before the process exits. */
const LOG_FLUSH_MS = 1_000

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

  const search = createSearchIndex(env, logger)
  const documents = buildSearchDocuments()
  await search.replaceAll(documents)
  logger.info({ engine: search.name, documents: documents.length }, 'search index built')

  const clientDir = fileURLToPath(new URL('../dist/client', import.meta.url))
  const hasClient = existsSync(`${clientDir}/index.html`)
  if (!hasClient)
    logger.warn('no built client in dist/client: serving the API only (run npm run build)')
  const rateLimitStores = await createRateLimitStores(env, logger)
  logger.info({ store: rateLimitStores.kind }, 'rate limits ready')
  const app = createApp(
    { env, logger, db, search, rateLimitStores },
    hasClient ? { clientDir } : {},
  )
  const server = app.listen(env.PORT, env.HOST, () => {
    const address = server.address()
    const port = typeof address === 'object' && address ? address.port : env.PORT
    logger.info({ url: `http://localhost:${port}` }, 'IPAML site listening')
  })

  let stopping = false
  const shutdown = (signal: string) => {
    if (stopping) {
      // A second signal (Ctrl-C twice) means: do not wait.
      logger.warn({ signal }, 'second signal during shutdown; exiting now')
      process.exit(1)
    }
    stopping = true
    // Unref'd: it never keeps the process alive, it only ends one that would not stop.
    setTimeout(() => {
      logger.error({ deadlineMs: SHUTDOWN_DEADLINE_MS }, 'shutdown deadline reached; exiting')
      void logs.flush(LOG_FLUSH_MS).then(() => process.exit(1))
    }, SHUTDOWN_DEADLINE_MS - LOG_FLUSH_MS).unref()
    logger.info({ signal }, 'shutting down')
    const force = setTimeout(() => {
      logger.warn('in-flight requests did not finish in time; closing connections')
      server.closeAllConnections()
    }, SHUTDOWN_GRACE_MS)
    force.unref()
    server.close(async () => {
      clearTimeout(force)
      await Promise.all([
        db.close().catch((err: unknown) => logger.error({ err }, 'closing the database failed')),
        rateLimitStores
          .close()
          .catch((err: unknown) => logger.error({ err }, 'closing the rate-limit store failed')),
      ])
      logger.info('stopped')
      await logs.flush(LOG_FLUSH_MS)
      process.exit(0)
    })
    // Idle keep-alive sockets would hold server.close() open until they time out.
    server.closeIdleConnections()
  }
  process.on('SIGTERM', () => shutdown('SIGTERM'))
  process.on('SIGINT', () => shutdown('SIGINT'))
  return server
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  main().catch((err: unknown) => {
    console.error(err)
    process.exit(1)
  })
}
