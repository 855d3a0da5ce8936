// Vite plugin: the control mapping exports (control-mapping-exports.ts) as static files. A build
// writes them into the client folder, where the server's static handler answers them with the
// content type of their extension; the dev server answers the same paths from the current
// content. The module is evaluated through Vite's module runner, so a content edit shows up in
// dev without a restart.
import path from 'node:path'
import { runnerImport, type Plugin } from 'vite'
import { paths } from '../../src/lib/paths.ts'
import type { ExportFile } from './control-mapping-exports.ts'

const EXPORTS_MODULE = 'scripts/build/control-mapping-exports.ts'
const exportPaths = new Set(Object.values(paths.controlMappings.exports).map((e) => e.getHref()))

async function exportFiles(root: string): Promise<ExportFile[]> {
  const { module } = await runnerImport<{ controlMappingExportFiles: () => ExportFile[] }>(
    path.join(root, EXPORTS_MODULE),
    { configFile: false, logLevel: 'error' },
  )
  return module.controlMappingExportFiles()
}

export function controlMappingFilesPlugin(root: string): Plugin {
  return {
    name: 'ipaml:control-mapping-files',
    async generateBundle() {
      // Only the client build serves files; the server entry build has no use for them.
      if (this.environment?.config.build.ssr) return
      for (const file of await exportFiles(root))
        this.emitFile({ type: 'asset', fileName: file.path.slice(1), source: file.body })
    },
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const pathname = (req.url ?? '').split('?')[0] ?? ''
        if (!exportPaths.has(pathname)) return next()
        exportFiles(root)
          .then((files) => {
            const file = files.find((f) => f.path === pathname)
            if (!file) return next()
            res.setHeader('Content-Type', file.contentType)
            res.end(file.body)
          })
          .catch(next)
      })
    },
  }
}
