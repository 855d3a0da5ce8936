// The production build (dist/client, dist/server, dist/prerender) for server tests of page
// rendering: built once with `npm run build` when it is missing, the way `npm start` does.
import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, rmSync } from 'node:fs'
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

/** Held by the test file that builds; others wait for it (test files run in parallel). */
const lockDir = path.join(root, 'node_modules/.cache/ipaml-build.lock')

const built = () => outputs.every((file) => existsSync(path.join(root, file)))

export async function ensureBuiltClient(): Promise<string> {
  const deadline = Date.now() + BUILD_TIMEOUT_MS
  while (!built()) {
    try {
      mkdirSync(path.dirname(lockDir), { recursive: true })
      mkdirSync(lockDir)
    } catch {
      if (Date.now() > deadline) throw new Error('waited too long for another build')
      await new Promise((resolve) => setTimeout(resolve, 1000))
      continue
    }
    try {
      if (built()) break
      console.warn('page tests: no production build in dist/, running npm run build first')
      // Vitest runs with NODE_ENV=test, which would make Vite build development JSX.
      const result = spawnSync('npm', ['run', 'build'], {
        cwd: root,
        stdio: 'inherit',
        env: { ...process.env, NODE_ENV: 'production' },
      })
      if (result.status !== 0) throw new Error('npm run build failed')
    } finally {
      rmSync(lockDir, { recursive: true, force: true })
    }
  }
  return builtClientDir
}
