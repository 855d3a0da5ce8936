// The pages the build prerendered (scripts/prerender.ts writes dist/prerender): the manifest
// format, the page key both sides agree on, and the lookup serveClient uses to answer a path
// with its prerendered page (200), the app shell for a known route that was not prerendered
// (200), or the prerendered 404 page (404).
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

export type PageAnswer =
  | { kind: 'page'; file: string; status: 200 }
  | { kind: 'shell'; status: 200 }
  | { kind: 'not-found'; file: string; status: 404 }

/** How to answer a GET for a page path, given the manifest in `dir`. */
export function resolvePage(
  manifest: PrerenderManifest,
  dir: string,
  requestPath: string,
): PageAnswer {
  const file = manifest.pages[pageKey(requestPath)]
  if (file) return { kind: 'page', file: path.join(dir, 'pages', file), status: 200 }
  if (matchesRoute(manifest.routes, requestPath)) return { kind: 'shell', status: 200 }
  return { kind: 'not-found', file: path.join(dir, 'pages', manifest.notFound), status: 404 }
}
