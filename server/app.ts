// Builds the Express app from its dependencies without listening, so tests can drive it with
// supertest and the entry point (server/index.ts) only has to start it.
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import compression from 'compression'
import express, { type ErrorRequestHandler } from 'express'
import expressStaticGzip from 'express-static-gzip'
import { pinoHttp } from 'pino-http'
import { createExpressMiddleware } from '@trpc/server/adapters/express'
import { trustProxyValue } from './env.ts'
import { errorBody } from './http-errors.ts'
import { csrfGuard } from './accounts/csrf.ts'
import {
  callsProcedure,
  createLimiter,
  createWriteLimiter,
  SIGN_IN_PROCEDURES,
} from './rate-limit.ts'
import { memoryStores } from './rate-limit-store.ts'
import { createRestRouter } from './rest.ts'
import { createPageServer, FEED_PATH, type PageServer, type PagesStatus } from './pages/serve.ts'
import { readManifest } from './prerendered.ts'
import { inlineScriptHashes, securityHeaders } from './security.ts'
import { accountServices, createContextInner, requestInfo, type AppDeps } from './trpc/context.ts'
import { RETRY_AFTER_SECONDS } from './trpc/init.ts'
import { appRouter } from './trpc/routers/_app.ts'

export const JSON_BODY_LIMIT = '16kb'

export interface AppOptions {
  /** Folder with the built client (index.html + assets); omitted in API-only tests. */
  clientDir?: string
}

export function createApp(deps: AppDeps, options: AppOptions = {}): express.Express {
  const app = express()
  app.disable('x-powered-by')
  app.set('trust proxy', trustProxyValue(deps.env.TRUST_PROXY))
  const limitStores = deps.rateLimitStores ?? memoryStores

  app.use(
    pinoHttp({
      logger: deps.logger,
      autoLogging: { ignore: (req) => req.url === '/healthz' },
      // Method, path and status only: query strings and bodies may carry personal data.
      serializers: {
        req: (req: { id: unknown; method: string; url: string }) => ({
          id: req.id,
          method: req.method,
          path: req.url.split('?')[0],
        }),
        res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
      },
    }),
  )
  const indexHtml = options.clientDir ? readIndexHtml(options.clientDir) : ''
  app.use(securityHeaders(inlineScriptHashes(indexHtml)))
  app.use(compression())

  // Liveness: no I/O, so a slow database never gets a healthy process restarted.
  app.get('/healthz', (_req, res) => {
    res.json({ status: 'ok' })
  })

  // Readiness: the database answers, the search index can serve queries and, with a client,
  // the page renderer is loaded and warm.
  let pagesStatus: (() => PagesStatus) | undefined
  app.get('/readyz', async (_req, res) => {
    const [database, search, rateLimits] = await Promise.allSettled([
      deps.db.ping(),
      deps.search.health(),
      limitStores.status(),
    ])
    const checks = {
      database: database.status === 'fulfilled' ? 'ok' : 'unavailable',
      // 'degraded': Meilisearch is down and the embedded engine answers; still ready.
      search: search.status === 'fulfilled' ? search.value : 'unavailable',
      // 'memory' (per process), 'redis' (shared), 'degraded' (Redis down, limits fail open).
      rateLimits: rateLimits.status === 'fulfilled' ? rateLimits.value : 'degraded',
      ...(pagesStatus ? { pages: pagesStatus() } : {}),
    }
    const ready = Object.values(checks).every((v) => v !== 'unavailable' && v !== 'loading')
    // Index version and lag: informative, never a reason to take the replica out of rotation.
    const index = await deps.indexing?.status().catch(() => undefined)
    res
      .status(ready ? 200 : 503)
      .json({ status: ready ? 'ready' : 'not ready', checks, ...(index ? { index } : {}) })
  })

  const json = express.json({ limit: JSON_BODY_LIMIT })
  const { env } = deps
  const shared = { stores: limitStores, logger: deps.logger }
  const writeLimiter = createWriteLimiter(
    env.RATE_LIMIT_CONTACT,
    env.RATE_LIMIT_CONTACT_GLOBAL,
    shared,
  )
  const searchLimiter = createLimiter({
    ...shared,
    perMinute: env.RATE_LIMIT_SEARCH,
    name: 'search',
  })
  const apiLimiter = createLimiter({ ...shared, perMinute: env.RATE_LIMIT_API, name: 'api' })
  const signInLimiter = createLimiter({
    ...shared,
    perMinute: env.RATE_LIMIT_SIGN_IN,
    name: 'sign-in',
    message: 'Too many sign-in attempts from your address. Please try again in a minute.',
  })
  const { config: accounts } = accountServices(deps)
  const signsIn = (trpcPath: string) => callsProcedure(trpcPath, SIGN_IN_PROCEDURES)
  // Before anything reads the body: a forged request is refused without doing any work.
  app.use('/trpc', csrfGuard(accounts, signsIn))
  app.use(
    '/api',
    csrfGuard(accounts, () => false),
  )
  app.post(['/api/contact', '/api/forum/posts'], writeLimiter)
  app.post('/trpc/{*procedures}', (req, res, next) => {
    const trpcPath = req.path.slice('/trpc'.length)
    if (signsIn(trpcPath)) return signInLimiter(req, res, next)
    return callsProcedure(trpcPath) ? writeLimiter(req, res, next) : next()
  })
  app.get(['/api/search', '/trpc/search.{*rest}'], searchLimiter)
  app.use(['/api', '/trpc'], apiLimiter)
  app.use(
    '/trpc',
    json,
    createExpressMiddleware({
      router: appRouter,
      createContext: ({ req, res }) =>
        createContextInner(deps, requestInfo(req, accounts.cookie.name), res),
      responseMeta: ({ errors }) =>
        errors.some((e) => e.code === 'SERVICE_UNAVAILABLE')
          ? { headers: new Headers({ 'Retry-After': String(RETRY_AFTER_SECONDS) }) }
          : {},
      onError: ({ error, path: procedure }) => {
        if (error.code === 'INTERNAL_SERVER_ERROR')
          deps.logger.error({ err: error, procedure }, 'trpc error')
      },
    }),
  )
  app.use('/api', json, createRestRouter(deps))

  if (options.clientDir) pagesStatus = serveClient(app, deps, options.clientDir)?.status

  app.use(jsonErrorHandler(deps))
  return app
}

function readIndexHtml(clientDir: string): string {
  const indexFile = path.join(clientDir, 'index.html')
  if (!existsSync(indexFile)) throw new Error(`No built client at ${clientDir}: run npm run build`)
  return readFileSync(indexFile, 'utf8')
}

/**
 * Static assets, then pages (server/pages/serve.ts): prerendered pages, data-backed pages
 * rendered per request, redirects to canonical addresses, and true 404 and 503 answers.
 * Without a prerender manifest (a client built without the prerender step) every page path
 * gets the app shell.
 */
function serveClient(
  app: express.Express,
  deps: AppDeps,
  clientDir: string,
): PageServer | undefined {
  const indexFile = path.join(clientDir, 'index.html')
  const prerenderDir = path.join(clientDir, '..', 'prerender')
  const manifest = readManifest(prerenderDir)
  // Hashed assets never change: cache them for a year. index.html is always revalidated. The
  // build compressed them once, with Brotli and gzip at their best levels (vite.config.ts); the
  // client's preferred encoding is sent as it is, with no compression work per request.
  app.use(
    '/assets',
    expressStaticGzip(path.join(clientDir, 'assets'), {
      enableBrotli: true,
      orderPreference: ['br', 'gz'],
      index: false,
      serveStatic: { immutable: true, maxAge: '1y', fallthrough: false },
    }),
  )
  const pages = manifest && createPageServer(deps, { clientDir, prerenderDir, manifest })
  // Before the static files: the build writes a sitemap of its own pages only.
  if (pages) app.get('/sitemap.xml', pages.sitemap).get(FEED_PATH, pages.feed)
  app.use(express.static(clientDir, { index: false, maxAge: '1h' }))
  app.get(
    '/{*splat}',
    pages?.page ??
      ((_req, res) => {
        res.setHeader('Cache-Control', 'no-cache')
        res.sendFile(indexFile)
      }),
  )
  return pages
}

/** Body-parser and other middleware errors become the JSON error shape with a 4xx status. */
function jsonErrorHandler(deps: AppDeps): ErrorRequestHandler {
  return (err, _req, res, _next) => {
    const status = typeof err?.status === 'number' ? err.status : 500
    if (status >= 500) {
      deps.logger.error({ err }, 'unhandled error')
      res.status(500).json(errorBody('INTERNAL_SERVER_ERROR', 'Internal server error'))
      return
    }
    const code =
      err.type === 'entity.too.large'
        ? 'PAYLOAD_TOO_LARGE'
        : err.type === 'entity.parse.failed'
          ? 'BAD_REQUEST'
          : status === 404
            ? 'NOT_FOUND'
            : 'BAD_REQUEST'
    const message =
      code === 'PAYLOAD_TOO_LARGE'
        ? `Request body exceeds ${JSON_BODY_LIMIT}`
        : code === 'BAD_REQUEST' && err.type === 'entity.parse.failed'
          ? 'Malformed JSON body'
          : code === 'NOT_FOUND'
            ? 'Not found'
            : 'Bad request'
    res.status(status).json(errorBody(code, message))
  }
}
