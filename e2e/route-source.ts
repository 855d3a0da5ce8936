// The routes the browser suites visit, from the same source the build uses: the prerender
// manifest (dist/prerender/manifest.json) lists the route table's patterns and every page the
// build rendered from them. Routes whose pages come from the database are not prerendered; their
// samples come from the seed data the e2e server starts with. Nothing here names a route, so new
// pages are covered on their own (and a new database-backed route without a sample fails loudly).
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { matchPath } from 'react-router'
import { seedAuthors } from '../seed/forum-data.ts'
import { seedPosts } from '../seed/forum-posts.ts'
import { paths } from '../src/lib/paths.ts'
import type { PrerenderManifest } from '../server/prerendered.ts'

export const NOT_FOUND_PATH = '/no/such/page'

export function readPrerenderManifest(): PrerenderManifest {
  const file = fileURLToPath(new URL('../dist/prerender/manifest.json', import.meta.url))
  return JSON.parse(readFileSync(file, 'utf8')) as PrerenderManifest
}

const matches = (pattern: string, path: string) =>
  matchPath({ path: pattern, end: true }, path) !== null

/** Pages of the database-backed routes, from the seeded forum (the first seeded discussion). */
function seededPages(): string[] {
  const post = seedPosts[0]!
  return [
    paths.forum.category.getHref(post.category),
    paths.forum.post.getHref(post.id),
    paths.forum.tags.getHref(post.tags[0]!),
    paths.forum.member.getHref(seededAuthorId(post.author ?? seedAuthors[0]!.handle)),
  ]
}

/** The seed inserts its authors first, in order, into an empty table: their ids count from 1. */
export function seededAuthorId(handle: string): number {
  return seedAuthors.findIndex((author) => author.handle === handle) + 1
}

/**
 * One URL per route of the route table: a static route itself, a parameter route's list page
 * (its optional parameter left out) and one sample page with a parameter value that no
 * dedicated static route covers. Static routes the build left to the client (they render no
 * page of their own: redirects) are left out; the page they lead to is sampled by its own route.
 */
export function routeSamples(manifest: PrerenderManifest): string[] {
  const staticPatterns = manifest.routes.filter((pattern) => !pattern.includes(':'))
  const pages = [...Object.keys(manifest.pages), ...seededPages()]
  const samples = new Set<string>()
  for (const pattern of manifest.routes) {
    if (!pattern.includes(':')) {
      if (pattern in manifest.pages) samples.add(pattern)
      continue
    }
    const listPage = pattern.replace(/\/:[^/]+\?$/, '') || '/'
    if (listPage !== pattern) samples.add(listPage)
    const sample = pages.find(
      (page) =>
        matches(pattern, page) &&
        !staticPatterns.some((s) => matches(s, page)) &&
        page !== listPage,
    )
    if (sample) samples.add(sample)
    else if (listPage === pattern)
      throw new Error(`no sample page for the route ${pattern}: add one to seededPages`)
  }
  return [...samples].map((path) => encodeURI(path))
}

/** A prerendered page whose path starts with `prefix` (e.g. "/policy/"), if any. */
export function pageUnder(manifest: PrerenderManifest, prefix: string): string | undefined {
  const page = Object.keys(manifest.pages).find((key) => key.startsWith(prefix))
  return page === undefined ? undefined : encodeURI(page)
}
