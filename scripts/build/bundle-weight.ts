// Weighs the JavaScript the built client loads, from Vite's build manifest: the app's start-up
// closure (the entry, the app it imports once the page has painted, and their static imports),
// plus each lazily loaded route module's chunk with its own static imports
// (route-chunks.ts says which chunk holds each route). The budget: JavaScript loaded
// by "/" at most 170 KB gzipped.
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { ROUTE_CHUNKS_FILE, ROUTE_MODULES_FILE } from './route-chunks.ts'

export const HOME_BUDGET_BYTES = 170 * 1024
/** The page module of "/" (router.tsx lazily imports it). */
export const HOME_ROUTE_MODULE = 'src/app/routes/home.tsx'

interface ManifestChunk {
  file: string
  src?: string
  isEntry?: boolean
  isDynamicEntry?: boolean
  imports?: string[]
  dynamicImports?: string[]
}
export type ViteManifest = Record<string, ManifestChunk>

export interface RouteWeight {
  module: string
  /** Gzipped bytes of the route module's own chunks not already loaded by the entry. */
  ownGzip: number
  /** Gzipped bytes of everything "/"-style navigation to it loads: entry closure + own. */
  totalGzip: number
}

export interface BundleReport {
  entryGzip: number
  entryFiles: string[]
  routes: RouteWeight[]
  home: RouteWeight | undefined
  /** Route modules the router imports lazily that ended up in the entry (not code-split). */
  notSplit: string[]
}

export function readViteManifest(clientDir: string): ViteManifest {
  return JSON.parse(
    readFileSync(path.join(clientDir, '.vite/manifest.json'), 'utf8'),
  ) as ViteManifest
}

/** Keys of `key` and every chunk it imports statically, transitively. */
export function staticClosure(manifest: ViteManifest, key: string, into = new Set<string>()) {
  if (into.has(key) || !manifest[key]) return into
  into.add(key)
  for (const imported of manifest[key].imports ?? []) staticClosure(manifest, imported, into)
  return into
}

/** The manifest key of index.html's entry script (src/main.tsx). */
export function entryKeyOf(manifest: ViteManifest): string | undefined {
  return Object.keys(manifest).find((key) => manifest[key]?.isEntry)
}

/**
 * Keys of the chunks every page starts with: the entry (src/main.tsx), the app module it imports
 * once the page has painted (its dynamic imports), and their static imports.
 */
export function startupClosure(manifest: ViteManifest): Set<string> {
  const entryKey = entryKeyOf(manifest)
  if (!entryKey) throw new Error('No entry chunk in the Vite manifest')
  const keys = staticClosure(manifest, entryKey)
  for (const started of manifest[entryKey]?.dynamicImports ?? [])
    staticClosure(manifest, started, keys)
  return keys
}

/**
 * The manifest key of the chunk that holds each route module, from `routeChunks` (module → output
 * file, route-chunks.json): a route's chunk is listed under the module's own path, or under a
 * generated key ("_home-….js") when another lazy chunk imports from it.
 */
export function routeChunkKeys(
  manifest: ViteManifest,
  routeChunks: Record<string, string | undefined>,
): (module: string) => string | undefined {
  const keyOfFile = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, key]))
  return (module) => {
    const file = routeChunks[module]
    return file === undefined ? undefined : keyOfFile.get(file)
  }
}

/**
 * `routeChunks` maps each route module on disk to the output file that holds it (absent when
 * the build lost it, which counts as not code-split, as does a route inside the entry closure).
 */
export function weighBundle(
  manifest: ViteManifest,
  gzipSize: (file: string) => number,
  routeChunks: Record<string, string | undefined>,
): BundleReport {
  const startupKeys = startupClosure(manifest)
  const sizeOf = (keys: Iterable<string>) =>
    [...keys].reduce((sum, key) => sum + gzipSize(manifest[key]?.file ?? ''), 0)
  const entryGzip = sizeOf(startupKeys)
  const chunkKeyOf = routeChunkKeys(manifest, routeChunks)
  const routes: RouteWeight[] = []
  const notSplit: string[] = []
  for (const module of Object.keys(routeChunks)) {
    const key = chunkKeyOf(module)
    if (key === undefined || startupKeys.has(key)) {
      notSplit.push(module)
      continue
    }
    const own = [...staticClosure(manifest, key)].filter((k) => !startupKeys.has(k))
    const ownGzip = sizeOf(own)
    routes.push({ module, ownGzip, totalGzip: entryGzip + ownGzip })
  }
  routes.sort((a, b) => b.totalGzip - a.totalGzip)
  return {
    entryGzip,
    entryFiles: [...startupKeys].map((key) => manifest[key]?.file ?? key),
    routes,
    home: routes.find((route) => route.module === HOME_ROUTE_MODULE),
    notSplit: notSplit.sort(),
  }
}

/** Measures the built client in `clientDir` (gzip at the default level, as the server sends). */
export function measureBuild(root: string, clientDir = path.join(root, 'dist/client')) {
  const manifest = readViteManifest(clientDir)
  const cache = new Map<string, number>()
  const gzipSize = (file: string) => {
    if (!file.endsWith('.js')) return 0
    let size = cache.get(file)
    if (size === undefined) {
      size = gzipSync(readFileSync(path.join(clientDir, file))).length
      cache.set(file, size)
    }
    return size
  }
  const readJson = <T>(file: string) =>
    JSON.parse(readFileSync(path.join(clientDir, file), 'utf8')) as T
  const recorded = readJson<Record<string, string>>(ROUTE_CHUNKS_FILE)
  // Every module the route table imports lazily, found in a chunk of its own or not.
  const routeChunks = Object.fromEntries(
    readJson<string[]>(ROUTE_MODULES_FILE).map((module) => [module, recorded[module]]),
  )
  return weighBundle(manifest, gzipSize, routeChunks)
}

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`
