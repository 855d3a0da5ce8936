// The routes the browser suites visit, from the same source the build uses: the prerender
// manifest (dist/prerender/manifest.json) lists the route table's patterns and every page the
// build rendered from them. Nothing here names a route, so new pages are covered on their own.
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { matchPath } from 'react-router'
import type { PrerenderManifest } from '../server/prerendered.ts'

export const NOT_FOUND_PATH = '/no/such/page'

export function readPrerenderManifest(): PrerenderManifest {
  const file = fileURLToPath(new URL('../dist/prerender/manifest.json', import.meta.url))
  return JSON.parse(readFileSync(file, 'utf8')) as PrerenderManifest
}

const matches = (pattern: string, path: string) =>
  matchPath({ path: pattern, end: true }, path) !== null

/**
 * One URL per route of the route table: a static route itself, a parameter route's list page
 * (its optional parameter left out) and one sample page with a parameter value that no
 * dedicated static route covers.
 */
export function routeSamples(manifest: PrerenderManifest): string[] {
  const staticPatterns = manifest.routes.filter((pattern) => !pattern.includes(':'))
  const pages = Object.keys(manifest.pages)
  const samples = new Set<string>()
  for (const pattern of manifest.routes) {
    if (!pattern.includes(':')) {
      samples.add(pattern)
      continue
    }
    if (/\/:[^/]+\?$/.test(pattern)) samples.add(pattern.replace(/\/:[^/]+\?$/, '') || '/')
    const sample = pages.find(
      (page) =>
        matches(pattern, page) &&
        !staticPatterns.some((s) => matches(s, page)) &&
        page !== pattern.replace(/\/:[^/]+\?$/, ''),
    )
    if (sample) samples.add(sample)
  }
  return [...samples].map((path) => encodeURI(path))
}

/** A prerendered page whose path starts with `prefix` (e.g. "/policy/"), if any. */
export function pageUnder(manifest: PrerenderManifest, prefix: string): string | undefined {
  const page = Object.keys(manifest.pages).find((key) => key.startsWith(prefix))
  return page === undefined ? undefined : encodeURI(page)
}
