// Vite plugin: records which output chunk holds each route module (src/app/routes/**) in
// dist/client/.vite/route-chunks.json. The manifest alone cannot say: when another lazy chunk
// imports from a route's chunk (a dialog reading the page's content), Vite lists that chunk
// under a generated key rather than the route module's path.
import path from 'node:path'
import type { Plugin } from 'vite'

export const ROUTE_CHUNKS_FILE = '.vite/route-chunks.json'
/**
 * The modules the route table imports lazily, in route-table order (the order of the dynamic
 * imports in src/app/router.tsx), so the server can name each route's chunks in modulepreload
 * links.
 */
export const ROUTE_MODULES_FILE = '.vite/route-modules.json'
const ROUTES_DIR = 'src/app/routes/'
const ROUTE_TABLE_MODULE = 'src/app/router.tsx'

export function routeChunksPlugin(root: string): Plugin {
  return {
    name: 'ipaml-route-chunks',
    apply: 'build',
    generateBundle(options, bundle) {
      if (options.format !== 'es' || this.environment?.config.build.ssr) return
      const routeChunks: Record<string, string> = {}
      const relative = (id: string) => path.relative(root, id).split(path.sep).join('/')
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue
        for (const id of chunk.moduleIds) {
          const module = relative(id)
          if (module.startsWith(ROUTES_DIR)) routeChunks[module] = chunk.fileName
        }
      }
      this.emitFile({
        type: 'asset',
        fileName: ROUTE_CHUNKS_FILE,
        source: `${JSON.stringify(routeChunks, null, 2)}\n`,
      })
      const routeTable = [...this.getModuleIds()].find((id) => relative(id) === ROUTE_TABLE_MODULE)
      const routeModules = routeTable
        ? (this.getModuleInfo(routeTable)?.dynamicallyImportedIds ?? []).map(relative)
        : []
      this.emitFile({
        type: 'asset',
        fileName: ROUTE_MODULES_FILE,
        source: `${JSON.stringify(routeModules, null, 2)}\n`,
      })
    },
  }
}
