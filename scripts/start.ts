// `npm start`: build the client (and its prerendered pages) when dist/ is missing or older than
// its sources, then start the server in production mode.
import { spawnSync } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '..')
const builtIndex = path.join(root, 'dist/client/index.html')
const prerenderManifest = path.join(root, 'dist/prerender/manifest.json')
const sources = [
  'src',
  'public',
  'index.html',
  'vite.config.ts',
  'package-lock.json',
  'scripts/prerender',
  'scripts/build',
]

function newestMtime(target: string): number {
  if (!existsSync(target)) return 0
  const stat = statSync(target)
  if (!stat.isDirectory()) return stat.mtimeMs
  let newest = stat.mtimeMs
  for (const entry of readdirSync(target))
    newest = Math.max(newest, newestMtime(path.join(target, entry)))
  return newest
}

function buildIsStale(): boolean {
  if (!existsSync(builtIndex) || !existsSync(prerenderManifest)) return true
  const builtAt = statSync(builtIndex).mtimeMs
  return sources.some((source) => newestMtime(path.join(root, source)) > builtAt)
}

if (buildIsStale()) {
  console.log('Building the client (dist/ is missing or stale)...')
  const result = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' })
  if (result.status !== 0) process.exit(result.status ?? 1)
}

process.env.NODE_ENV ??= 'production'
const { main } = await import('../server/index.ts')
await main()
