// The JavaScript each page needs beyond what index.html's entry script loads, as
// <link rel="modulepreload"> tags: the app the entry starts once the page has painted and the
// route's chunk, each with everything it imports. The browser fetches them all in parallel with
// the entry instead of discovering them one after another (HTML → entry → app → route chunk →
// its imports). They are fetched at low priority: the page is already rendered in the HTML, and
// the scripts only hydrate it, so they should not compete with the page's own content. Read from
// the Vite manifest and the route-table order the build records (scripts/build/route-chunks.ts).
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { matchRoutes } from 'react-router'
import {
  entryKeyOf,
  routeChunkKeys,
  staticClosure,
  startupClosure,
  type ViteManifest,
} from '../../scripts/build/bundle-weight.ts'
import { ROUTE_CHUNKS_FILE, ROUTE_MODULES_FILE } from '../../scripts/build/route-chunks.ts'

export const VITE_MANIFEST_FILE = '.vite/manifest.json'

function readJson<T>(file: string): T | undefined {
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as T) : undefined
}

export interface PageAssets {
  /** modulepreload tags for the page at `pathname` (the app's, plus its route's when known). */
  preloadTags(pathname: string): string
}

/**
 * Reads the build's manifests from the client folder. `routePatterns` is the route table in
 * order (the prerender manifest's `routes`); the build records the route modules in the same
 * order. Without the manifests (a build without them) pages simply get no preload tags.
 */
export function readPageAssets(clientDir: string, routePatterns: string[]): PageAssets {
  const manifest = readJson<ViteManifest>(path.join(clientDir, VITE_MANIFEST_FILE))
  const routeModules = readJson<string[]>(path.join(clientDir, ROUTE_MODULES_FILE))
  const routeChunks = readJson<Record<string, string>>(path.join(clientDir, ROUTE_CHUNKS_FILE))
  const entryKey = manifest && entryKeyOf(manifest)
  if (
    !manifest ||
    !entryKey ||
    !routeModules ||
    !routeChunks ||
    routeModules.length !== routePatterns.length
  )
    return { preloadTags: () => '' }

  const tags = (keys: Iterable<string>) =>
    [...keys]
      .map((key) => manifest[key]?.file)
      .filter((file) => file !== undefined)
      .map((file) => `<link rel="modulepreload" fetchpriority="low" crossorigin href="/${file}">`)
      .join('')
  // index.html's script tag and Vite's own preload tags already load the entry's static imports.
  const inIndexHtml = staticClosure(manifest, entryKey)
  const startup = startupClosure(manifest)
  const startupTags = tags([...startup].filter((key) => !inIndexHtml.has(key)))
  const chunkKeyOf = routeChunkKeys(manifest, routeChunks)
  const tagsByRoute = routeModules.map((module) => {
    const key = chunkKeyOf(module)
    return key ? tags([...staticClosure(manifest, key)].filter((k) => !startup.has(k))) : ''
  })
  const routes = routePatterns.map((pattern, index) => ({ path: pattern, id: String(index) }))
  return {
    preloadTags(pathname) {
      const match = matchRoutes(routes, pathname)?.[0]
      return startupTags + (match ? (tagsByRoute[Number(match.route.id)] ?? '') : '')
    },
  }
}
