// Answers every page request with its true status (docs/decisions/012-request-time-rendering.md):
//   301  trailing slash, case, encoding and spacing variants of an address, and the addresses
//        another page covers (/consultancy, /contact)
//   200  a prerendered page, or a data-backed page (the forum) rendered now with its data
//   404  the site's 404 page for an unknown path or entity, rendered at that path
//   503  a friendly page with Retry-After when a data-backed page cannot reach the database
// Every HTML answer carries modulepreload links for its route's chunks and an ETag.
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { TRPCError } from '@trpc/server'
import type express from 'express'
import { matchRoutes } from 'react-router'
import { permanentRedirects } from '../../src/lib/redirects.ts'
import { isDatabaseUnavailable } from '../../db/errors.ts'
import { LruCache } from '../lru-cache.ts'
import { pageKey, sitemapKeys, type PrerenderManifest } from '../prerendered.ts'
import { sessionTokenOf } from '../accounts/cookies.ts'
import { accountServices, createContextInner, requestInfo, type AppDeps } from '../trpc/context.ts'
import { RETRY_AFTER_SECONDS } from '../trpc/init.ts'
import { createCanonicalIndex, foldPath, pageHref, withPatternCase } from './canonical.ts'
import { createPageHelpers, dataRoutes, prefetchSignedOutVisitor } from './data-routes.ts'
import { readPageAssets } from './page-assets.ts'
import { loadRenderer, type PageRenderer, type StatusPageKind } from './renderer.ts'
import { FEED_PATH, feedHandler, feedLinkTag, sitemapHandler } from './site-feeds.ts'

export interface PageServerOptions {
  clientDir: string
  prerenderDir: string
  manifest: PrerenderManifest
  /** The page renderer; by default the server bundle beside `clientDir`, loaded now. */
  renderer?: Promise<PageRenderer | undefined>
}

const statusOf: Record<StatusPageKind, number> = { 'not-found': 404, unavailable: 503 }

/** Addresses of data-backed pages whose last rendering is kept (see RenderedPage). */
const RENDERED_PAGES = 64
/** How long a rendering may be reused: relative times ("5 minutes ago") are worded in it. */
export const RENDER_REUSE_MS = 30_000

/**
 * The last rendering of each data-backed address, with the data it was rendered from. The data
 * is loaded for every request; when it is the same as last time (and the rendering is recent),
 * the same HTML is sent again instead of rendering the page anew, which takes React and Chakra
 * 30-130 ms. A change to the data, a new post for one, shows at the next request.
 */
interface RenderedPage {
  data: string
  html: string
  at: number
}

function isStorageOutage(err: unknown): boolean {
  return (
    (err instanceof TRPCError && err.code === 'SERVICE_UNAVAILABLE') || isDatabaseUnavailable(err)
  )
}

/** Whether request-time pages can be served yet: `loading` until the renderer is warm. */
export type PagesStatus = 'loading' | 'ok' | 'unavailable'

export interface PageServer {
  /** For /readyz: a replica whose renderer is still loading is not ready for visitors. */
  status: () => PagesStatus
  /** GET /sitemap.xml (mount before the static files: the build also writes one). */
  sitemap: express.RequestHandler
  /** GET FEED_PATH: the forum's Atom feed. */
  feed: express.RequestHandler
  /** GET any other path: mount after the static files. */
  page: express.RequestHandler
}

export { FEED_PATH }

export function createPageServer(deps: AppDeps, options: PageServerOptions): PageServer {
  const { clientDir, prerenderDir, manifest } = options
  const rendererReady = options.renderer ?? loadRenderer(clientDir)
  // The first render compiles React's and the pages' server code: about two seconds that the
  // first visitor after a start would otherwise wait. The 404 page needs no data, so rendering
  // it once warms the renderer without touching the database.
  let status: PagesStatus = 'loading'
  rendererReady
    .then((renderer) => renderer?.render({ url: '/', statusPage: 'not-found' }))
    .then(
      () => {
        status = 'ok'
      },
      (err: unknown) => {
        status = 'unavailable'
        deps.logger.error({ err }, 'the page renderer failed to load or to render the 404 page')
      },
    )
  const siteUrl = async () => (await rendererReady)?.siteUrl ?? ''
  const assets = readPageAssets(clientDir, manifest.routes)
  const canonicalOf = createCanonicalIndex(Object.keys(manifest.pages))
  const redirects = new Map(
    Object.entries(permanentRedirects).map(([from, to]) => [foldPath(from), to]),
  )
  const routes = manifest.routes.map((pattern, index) => ({ path: pattern, id: String(index) }))
  const prerendered = new Map<string, string>()

  const headTags = (pathname: string) =>
    assets.preloadTags(pathname) + (foldPath(pathname).startsWith('/forum') ? feedLinkTag : '')

  /** A prerendered file with this request's head tags, read once. */
  const prerenderedHtml = (file: string, pathname: string) => {
    const cacheKey = `${file}\n${pathname}`
    let html = prerendered.get(cacheKey)
    if (html === undefined) {
      const raw = readFileSync(path.join(prerenderDir, 'pages', file), 'utf8')
      html = raw.replace('</head>', () => `${headTags(pathname)}</head>`)
      prerendered.set(cacheKey, html)
    }
    return html
  }

  const sendStatusPage = async (
    res: express.Response,
    url: string,
    pathname: string,
    kind: StatusPageKind,
  ) => {
    const renderer = await rendererReady
    res.status(statusOf[kind]).set('Cache-Control', 'no-store')
    if (kind === 'unavailable') res.set('Retry-After', String(RETRY_AFTER_SECONDS))
    if (renderer)
      res.send(await renderer.render({ url, statusPage: kind, headTags: headTags(pathname) }))
    else res.send(prerenderedHtml(manifest.notFound, pathname))
  }

  const rendered = new LruCache<string, RenderedPage>(RENDERED_PAGES)
  const sessionCookie = accountServices(deps).config.cookie

  const page: express.RequestHandler = async (req, res) => {
    const pathname = req.path
    const query = req.url.slice(req.url.indexOf('?') === -1 ? req.url.length : req.url.indexOf('?'))
    // Every target is a path on this site: one leading slash, so that a request path opening
    // with several slashes or a backslash ("//evil.example/") cannot become a Location a browser
    // reads as another host.
    const redirect = (location: string) => res.redirect(301, `/${location.replace(/^[/\\]+/, '')}`)

    if (pathname.length > 1 && pathname.endsWith('/'))
      return redirect(`${pathname.replace(/\/+$/, '') || '/'}${query}`)
    const covered = redirects.get(foldPath(pathname))
    if (covered) return redirect(covered)

    const match = matchRoutes(routes, pathname)?.[0]
    const pattern = match ? manifest.routes[Number(match.route.id)] : undefined
    const loader = pattern === undefined ? undefined : dataRoutes[pattern]
    const renderer = await rendererReady
    if (match && pattern && loader && renderer) {
      const spelled = withPatternCase(pattern, pathname)
      if (spelled !== pathname) return redirect(`${spelled}${query}`)
      const helpers = createPageHelpers(createContextInner(deps, requestInfo(req)))
      const signedOut = sessionTokenOf(req, sessionCookie) === undefined
      let outcome
      try {
        const search = new URLSearchParams(query)
        outcome = await loader({ helpers, params: match.params, search })
        if (outcome.kind === 'page' && signedOut)
          await prefetchSignedOutVisitor(helpers, pattern, match.params)
      } catch (err) {
        if (!isStorageOutage(err)) throw err
        return sendStatusPage(res, req.url, pathname, 'unavailable')
      }
      if (outcome.kind === 'redirect') return redirect(outcome.location)
      if (outcome.kind === 'not-found') return sendStatusPage(res, req.url, pathname, 'not-found')
      // The data itself, not the dehydrated state: each query's time of fetching is in that.
      const queries = helpers.queryClient.getQueryCache().getAll()
      const data = JSON.stringify(queries.map((query) => [query.queryHash, query.state.data]))
      // Signed-out visitors and visitors with a session get different pages: each is kept.
      const renderKey = signedOut ? req.url : `${req.url}\nwith a session`
      const last = rendered.get(renderKey)
      let html: string
      if (last && last.data === data && Date.now() - last.at < RENDER_REUSE_MS) html = last.html
      else {
        html = await renderer.render({
          url: req.url,
          queryState: helpers.dehydrate(),
          headTags: headTags(pathname),
        })
        rendered.set(renderKey, { data, html, at: Date.now() })
      }
      // Rendered from live data: revalidate every time (the ETag makes an unchanged page a 304).
      return res.set('Cache-Control', 'no-cache').send(html)
    }

    const key = pageKey(pathname)
    const file = manifest.pages[key]
    if (file) {
      if (pageHref(key) !== pathname) return redirect(`${pageHref(key)}${query}`)
      return res.set('Cache-Control', 'no-cache').send(prerenderedHtml(file, pathname))
    }
    const canonical = canonicalOf(pathname)
    if (canonical) return redirect(`${pageHref(canonical)}${query}`)
    return sendStatusPage(res, req.url, pathname, 'not-found')
  }

  return {
    status: () => status,
    sitemap: sitemapHandler(deps, siteUrl, sitemapKeys(manifest).map(pageHref)),
    feed: feedHandler(deps, siteUrl, RETRY_AFTER_SECONDS),
    page,
  }
}
