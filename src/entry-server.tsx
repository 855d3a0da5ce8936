// Server entry for build-time prerendering (docs/decisions/005-prerendering.md) and for
// request-time rendering of data-backed pages (docs/decisions/012-request-time-rendering.md):
// renders one URL of the app to HTML with React's static renderer, which waits for every lazy
// route, and collects Emotion's (Chakra's) style tags for exactly the rendered elements.
import createCache from '@emotion/cache'
import { CacheProvider } from '@emotion/react'
import { StrictMode } from 'react'
import { prerender } from 'react-dom/static'
import { StaticRouter } from 'react-router'
import { AppProvider } from './app/provider.tsx'
import { ServerQueryStateContext } from './lib/data-provider.tsx'
import { AppRoutes, routeTable, type StatusPage } from './app/router.tsx'
import { pageEntries } from './content/pages.ts'
import { siteConfig } from './lib/site-config.ts'

export { siteConfig }

/** Every route pattern of the app, in route-table order (static and parameter routes). */
export const routePatterns: string[] = routeTable.map((route) => route.path)

/** Paths of the static pages that carry their own title and description. */
export const pagePaths: string[] = pageEntries.map((entry) => entry.path)

export interface RenderOptions {
  /** The query cache the page's data was prefetched into (superjson text, see query-state). */
  queryState?: string
  /** Render this status page at the URL instead of the route's own page. */
  statusPage?: StatusPage['kind']
}

/** Renders the app at `url` (path and optional query) to the HTML that goes inside #root. */
export async function renderPage(url: string, options: RenderOptions = {}): Promise<string> {
  const cache = createCache({ key: 'css' })
  const pathname = new URL(url, 'http://localhost').pathname
  const statusPage = options.statusPage ? { kind: options.statusPage, pathname } : undefined
  const { prelude } = await prerender(
    <StrictMode>
      <CacheProvider value={cache}>
        <AppProvider>
          <ServerQueryStateContext value={options.queryState}>
            <StaticRouter location={url}>
              <AppRoutes statusPage={statusPage} />
            </StaticRouter>
          </ServerQueryStateContext>
        </AppProvider>
      </CacheProvider>
    </StrictMode>,
    // One chunk: every Suspense boundary inline and complete, so no reveal scripts (which the
    // CSP would block) and no hidden segments.
    { progressiveChunkSize: Number.MAX_SAFE_INTEGER },
  )
  return new Response(prelude).text()
}

export { organizationJsonLd, jsonLdText } from './lib/structured-data.ts'
