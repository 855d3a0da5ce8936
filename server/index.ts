// Server entry: parse the environment, open storage (PGlite by default, PostgreSQL when
// DATABASE_URL is set), migrate, seed, build the search index, then listen. SIGTERM/SIGINT
// stop accepting, let in-flight requests finish (10 s at most) and close the database.
import { existsSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import type { Server } from 'node:http'
import { createDb } from '../db/client.ts'
import { runMigrations } from '../db/migrate.ts'
import { seedDatabase } from '../seed/index.ts'
import { buildSearchDocuments } from '../seed/search-documents.ts'
import { createApp } from './app.ts'
import { parseEnv } from './env.ts'
import { createLogger } from './logger.ts'
import { createSearchIndex } from './search/create.ts'
import { createSearchInsights } from './search/insights/recorder.ts'

const SHUTDOWN_GRACE_MS = 10_000

export async function main(): Promise<Server> {
  let env
  try {
    env = parseEnv(process.env)
  } catch (err) {
    console.error((err as Error).message)
    process.exit(1)
  }
  const logger = createLogger(env.LOG_LEVEL)
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
  const insights = createSearchInsights(db.db, logger)
  const app = createApp({ env, logger, db, search, insights }, hasClient ? { clientDir } : {})
  const server = app.listen(env.PORT, env.HOST, () => {
    const address = server.address()
    const port = typeof address === 'object' && address ? address.port : env.PORT
    logger.info({ url: `http://localhost:${port}` }, 'IPAML site listening')
  })

  let stopping = false
  const shutdown = (signal: string) => {
    if (stopping) return
    stopping = true
    logger.info({ signal }, 'shutting down')
    const force = setTimeout(() => {
      logger.warn('in-flight requests did not finish in time; closing connections')
      server.closeAllConnections()
    }, SHUTDOWN_GRACE_MS)
    force.unref()
    server.close(async () => {
      clearTimeout(force)
      await insights.close()
      await db.close().catch((err: unknown) => logger.error({ err }, 'closing the database failed'))
      logger.info('stopped')
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
