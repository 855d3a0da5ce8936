// Bench: the JavaScript weight of the built client: gzipped JavaScript loaded by
// "/" against its 170 KB budget, the shared entry, the heaviest routes, and whether every
// route module is code-split. Builds the client first when dist/ is missing or predates
// the route-chunk record.
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import path from 'node:path'
import { HOME_BUDGET_BYTES, kb, measureBuild } from '../build/bundle-weight.ts'
import { ROUTE_CHUNKS_FILE } from '../build/route-chunks.ts'
import type { BenchReport } from './types.ts'

const root = path.resolve(import.meta.dirname, '../..')

export async function run(): Promise<BenchReport> {
  if (!existsSync(path.join(root, 'dist/client', ROUTE_CHUNKS_FILE))) {
    const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' })
    if (build.status !== 0) throw new Error('npm run build failed')
  }
  const report = measureBuild(root)
  const home = report.home?.totalGzip ?? report.entryGzip
  return {
    title: 'Front-end JavaScript weight (gzipped)',
    lines: [
      `"/" loads ${kb(home)} (entry ${kb(report.entryGzip)} + home route ${kb(report.home?.ownGzip ?? 0)})`,
      `${report.routes.length} route modules, each its own chunk`,
      ...report.routes
        .slice(0, 3)
        .map((route) => `heaviest: ${route.module} ${kb(route.totalGzip)} in total`),
    ],
    targets: [
      {
        label: `"/" JavaScript <= ${kb(HOME_BUDGET_BYTES)} gzipped`,
        met: home <= HOME_BUDGET_BYTES,
      },
      {
        label: `every route module code-split${report.notSplit.length ? ` (not: ${report.notSplit.join(', ')})` : ''}`,
        met: report.notSplit.length === 0,
      },
    ],
  }
}
