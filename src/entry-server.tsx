// Server entry for build-time prerendering (docs/decisions/005-prerendering.md) and for
// request-time rendering of data-backed pages (docs/decisions/012-request-time-rendering.md):
// renders one URL of the app to HTML with React's static renderer, which waits for every lazy
// route, and collects Emotion's (Chakra's) styles for exactly the rendered elements.
import createCache from '@emotion/cache'
import { CacheProvider } from '@emotion/react'
import createEmotionServer from '@emotion/server/create-instance'
import { StrictMode } from 'react'
import { prerender } from 'react-dom/static'
import { StaticRouter } from 'react-router'
import { AppProvider } from './app/provider.tsx'
import { ServerQueryStateContext } from './lib/data-provider.tsx'
import { AppRoutes, routeTable, type StatusPage } from './app/router.tsx'
import { pageEntries } from './content/pages.ts'
import { siteConfig } from './lib/site-config.ts'
import { pageStyleTag, STYLE_CACHE_KEY } from './theme/page-styles.ts'

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

/**
 * The page's styles as one style tag for the head. Emotion's default server rendering puts each
 * style tag before the first element rendered with it, in render order; a lazy route renders
 * after the shell, so a class the footer shares with the page had its rules after the whole
 * page, which a browser painting while it parses showed unstyled first (and then moved: layout
 * shift). In the head, every rule is there before the first element. Chakra's global styles
 * (its layer order, reset and tokens) are left out: index.html carries them
 * (scripts/build/chakra-global-styles.ts).
 */
function headStyleTags(cache: ReturnType<typeof createCache>, html: string): string {
  const { styles } = createEmotionServer(cache).extractCriticalToChunks(html)
  return styles
    .filter((style) => style.key === cache.key && style.css !== '')
    .map(({ ids, css }) => pageStyleTag(ids, css))
    .join('')
}

/**
 * Renders the app at `url` (path and optional query) to the HTML that goes inside #root,
 * preceded by the tags that belong in the head (the page's style tags, then React's hoisted
 * title, meta and link tags): `splitHoisted` in scripts/prerender/html.ts separates them.
 */
export async function renderPage(url: string, options: RenderOptions = {}): Promise<string> {
  const cache = createCache({ key: STYLE_CACHE_KEY })
  // Collect the styles instead of writing them beside the elements (see headStyleTags).
  cache.compat = true
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
  const html = await new Response(prelude).text()
  return headStyleTags(cache, html) + html
}

export { organizationJsonLd, jsonLdText } from './lib/structured-data.ts'
