// Vite plugin: records the route table's page modules and the output chunk that holds each.
// The route modules are whatever src/app/router.tsx imports lazily (feature pages, or a thin
// module under src/app/routes), so moving a page never needs a change here.
//
// - dist/client/.vite/route-modules.json: the modules in route-table order (the order of the
//   dynamic imports in router.tsx), so the server can name each route's chunks in
//   modulepreload links.
// - dist/client/.vite/route-chunks.json: which output chunk holds each of them. The manifest
//   alone cannot say: when another lazy chunk imports from a route's chunk (a dialog reading
//   the page's content), Vite lists that chunk under a generated key rather than the module.
import path from 'node:path'
import type { Plugin } from 'vite'

export const ROUTE_CHUNKS_FILE = '.vite/route-chunks.json'
export const ROUTE_MODULES_FILE = '.vite/route-modules.json'
const ROUTE_TABLE_MODULE = 'src/app/router.tsx'

export function routeChunksPlugin(root: string): Plugin {
  return {
    name: 'ipaml-route-chunks',
    apply: 'build',
    generateBundle(options, bundle) {
      if (options.format !== 'es' || this.environment?.config.build.ssr) return
      const relative = (id: string) => path.relative(root, id).split(path.sep).join('/')
      const routeTable = [...this.getModuleIds()].find((id) => relative(id) === ROUTE_TABLE_MODULE)
      const routeModules = routeTable
        ? (this.getModuleInfo(routeTable)?.dynamicallyImportedIds ?? []).map(relative)
        : []
      const isRouteModule = new Set(routeModules)
      const routeChunks: Record<string, string> = {}
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue
        for (const id of chunk.moduleIds) {
          const module = relative(id)
          if (isRouteModule.has(module)) routeChunks[module] = chunk.fileName
        }
      }
      this.emitFile({
        type: 'asset',
        fileName: ROUTE_CHUNKS_FILE,
        source: `${JSON.stringify(routeChunks, null, 2)}\n`,
      })
      this.emitFile({
        type: 'asset',
        fileName: ROUTE_MODULES_FILE,
        source: `${JSON.stringify(routeModules, null, 2)}\n`,
      })
    },
  }
}
