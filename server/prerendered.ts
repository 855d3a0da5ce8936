// The pages the build prerendered (scripts/prerender.ts writes dist/prerender): the manifest
// format and the page key both sides agree on. server/pages/serve.ts answers requests with
// them.
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { matchPath } from 'react-router'

export interface PrerenderManifest {
  /** Route patterns of the app (react-router syntax), in route-table order. */
  routes: string[]
  /** Page key (see pageKey) → file name under pages/. */
  pages: Record<string, string>
  /** File name of the 404 page under pages/. */
  notFound: string
  /** Page keys of personal pages (meta robots noindex): served, but not in the sitemap. */
  noindex?: string[]
}

/** The pages a sitemap lists: every prerendered page but the personal ones. */
export function sitemapKeys(manifest: PrerenderManifest): string[] {
  const personal = new Set(manifest.noindex ?? [])
  return Object.keys(manifest.pages).filter((key) => !personal.has(key))
}

export const MANIFEST_FILE = 'manifest.json'

/** A page path without query, hash or trailing slash (except the root). */
export function normalizePath(href: string): string {
  const pathOnly = href.split(/[?#]/, 1)[0] || '/'
  return pathOnly.length > 1 ? pathOnly.replace(/\/+$/, '') || '/' : pathOnly
}

/** The key a page is stored and looked up under: the normalised, percent-decoded path. */
export function pageKey(href: string): string {
  const normal = normalizePath(href)
  try {
    return decodeURIComponent(normal)
  } catch {
    return normal
  }
}

/** The manifest in `dir`, or undefined when the build did not prerender. */
export function readManifest(dir: string): PrerenderManifest | undefined {
  const file = path.join(dir, MANIFEST_FILE)
  if (!existsSync(file)) return undefined
  return JSON.parse(readFileSync(file, 'utf8')) as PrerenderManifest
}

export function matchesRoute(routes: string[], requestPath: string): boolean {
  const normal = normalizePath(requestPath)
  return routes.some((pattern) => matchPath({ path: pattern, end: true }, normal) !== null)
}
