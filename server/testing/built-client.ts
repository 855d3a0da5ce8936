// The production build (dist/client, dist/server, dist/prerender) for server tests of page
// rendering: built once with `npm run build` when it is missing, the way `npm start` does.
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '../..')
export const builtClientDir = path.join(root, 'dist/client')

const outputs = [
  'dist/client/index.html',
  'dist/server/entry-server.js',
  'dist/prerender/manifest.json',
]

/** Hook timeout for a test that may have to build first. */
export const BUILD_TIMEOUT_MS = 600_000

export function ensureBuiltClient(): string {
  if (outputs.every((file) => existsSync(path.join(root, file)))) return builtClientDir
  console.warn('page tests: no production build in dist/, running npm run build first')
  const result = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' })
  if (result.status !== 0) throw new Error('npm run build failed')
  return builtClientDir
}
