// The JavaScript each page needs beyond the entry, as <link rel="modulepreload"> tags: the
// browser fetches the route's chunk and everything it imports in parallel with the entry,
// instead of discovering them one after another (HTML → entry → route chunk → its imports).
// Read from the Vite manifest and the route-table order the build records
// (scripts/build/route-chunks.ts).
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { matchRoutes } from 'react-router'
import { ROUTE_MODULES_FILE } from '../../scripts/build/route-chunks.ts'

interface ManifestChunk {
  file: string
  isEntry?: boolean
  imports?: string[]
}

type ViteManifest = Record<string, ManifestChunk>

export const VITE_MANIFEST_FILE = '.vite/manifest.json'

function readJson<T>(file: string): T | undefined {
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as T) : undefined
}

/** Every chunk file a manifest key loads: its own file and its static imports, recursively. */
function chunkFiles(manifest: ViteManifest, key: string, into: Set<string>): Set<string> {
  const chunk = manifest[key]
  if (!chunk || into.has(chunk.file)) return into
  into.add(chunk.file)
  for (const imported of chunk.imports ?? []) chunkFiles(manifest, imported, into)
  return into
}

export interface PageAssets {
  /** modulepreload tags for the route that answers `pathname` ('' when none is known). */
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
  if (!manifest || !routeModules || routeModules.length !== routePatterns.length)
    return { preloadTags: () => '' }

  const entryFiles = new Set<string>()
  for (const [key, chunk] of Object.entries(manifest))
    if (chunk.isEntry) chunkFiles(manifest, key, entryFiles)

  const tagsByRoute = routeModules.map((module) =>
    [...chunkFiles(manifest, module, new Set())]
      .filter((file) => !entryFiles.has(file))
      .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`)
      .join(''),
  )
  const routes = routePatterns.map((pattern, index) => ({ path: pattern, id: String(index) }))
  return {
    preloadTags(pathname) {
      const match = matchRoutes(routes, pathname)?.[0]
      return match ? (tagsByRoute[Number(match.route.id)] ?? '') : ''
    },
  }
}
