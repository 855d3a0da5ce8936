// Request-time rendering: the server bundle of the app (dist/server/entry-server.js, the same
// one the build prerenders with) renders a URL into the built index.html, with the page's
// head tags, its critical CSS, modulepreload links for its route and, for data-backed pages,
// the dehydrated query cache it was rendered from.
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { queryStateScript } from '../../src/lib/query-state.ts'
import {
  appendToHead,
  emptyThemeScript,
  fillTemplate,
  splitHoisted,
} from '../../scripts/prerender/html.ts'

export type StatusPageKind = 'not-found' | 'unavailable'

interface ServerEntry {
  renderPage: (
    url: string,
    options?: { queryState?: string; statusPage?: StatusPageKind },
  ) => Promise<string>
  siteConfig: { url: string; name: string }
}

export interface RenderRequest {
  /** Path and query of the page. */
  url: string
  /** The dehydrated query cache (superjson-serialized) the page renders from. */
  queryState?: unknown
  statusPage?: StatusPageKind
  /** Tags to add to <head> (modulepreload links, feed links). */
  headTags?: string
}

export interface PageRenderer {
  siteUrl: string
  render(request: RenderRequest): Promise<string>
}

export const SERVER_ENTRY_FILE = path.join('server', 'entry-server.js')

/**
 * Loads the server bundle beside the client folder (dist/server), or returns undefined when
 * the build did not produce one.
 */
export async function loadRenderer(clientDir: string): Promise<PageRenderer | undefined> {
  const entryFile = path.join(clientDir, '..', SERVER_ENTRY_FILE)
  if (!existsSync(entryFile)) return undefined
  const entry = (await import(pathToFileURL(entryFile).href)) as ServerEntry
  const template = readFileSync(path.join(clientDir, 'index.html'), 'utf8')
  return {
    siteUrl: entry.siteConfig.url,
    async render({ url, queryState, statusPage, headTags = '' }) {
      const queryScript = queryState === undefined ? '' : queryStateScript(queryState)
      const page = splitHoisted(
        await entry.renderPage(url, {
          queryState: queryState === undefined ? undefined : JSON.stringify(queryState),
          statusPage,
        }),
      )
      const html = appendToHead(
        fillTemplate(template, { head: page.head, body: emptyThemeScript(page.body) }),
        headTags + queryScript,
      )
      return statusPage
        ? html.replace('<div id="root">', `<div id="root" data-status-page="${statusPage}">`)
        : html
    },
  }
}
