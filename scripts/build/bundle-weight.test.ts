// Weighing the JavaScript a route loads from Vite's manifest.
import { describe, expect, it } from 'vitest'
import { startupClosure, weighBundle, type ViteManifest } from './bundle-weight.ts'

const manifest: ViteManifest = {
  // The entry imports the app once the page has painted; the app lazily imports the routes.
  'index.html': { file: 'entry.js', isEntry: true, dynamicImports: ['src/app/start.tsx'] },
  'src/app/start.tsx': {
    file: 'start.js',
    isDynamicEntry: true,
    imports: ['_shared.js'],
    dynamicImports: ['src/app/routes/home.tsx', '_stats-x1.js'],
  },
  '_shared.js': { file: 'shared.js' },
  '_chart.js': { file: 'chart.js', imports: ['_shared.js'] },
  'src/app/routes/home.tsx': {
    file: 'home.js',
    isDynamicEntry: true,
    imports: ['src/app/start.tsx'],
  },
  // A route chunk another lazy chunk imports from is listed under a generated key.
  '_stats-x1.js': { file: 'stats.js', isDynamicEntry: true, imports: ['_chart.js'] },
}
const sizes: Record<string, number> = {
  'entry.js': 1,
  'start.js': 99,
  'shared.js': 20,
  'chart.js': 50,
  'home.js': 5,
  'stats.js': 7,
}

describe('weighBundle', () => {
  it('counts the app the entry starts, not the routes the app loads lazily', () => {
    expect([...startupClosure(manifest)].sort()).toEqual([
      '_shared.js',
      'index.html',
      'src/app/start.tsx',
    ])
  })

  it('adds each route its own chunks on top of the start-up closure', () => {
    const report = weighBundle(manifest, (file) => sizes[file] ?? 0, {
      'src/app/routes/home.tsx': 'home.js',
      'src/app/routes/stats.tsx': 'stats.js',
      'src/app/routes/inlined.tsx': 'start.js',
      'src/app/routes/lost.tsx': undefined,
    })
    expect(report.entryGzip).toBe(120)
    expect(report.home).toEqual({ module: 'src/app/routes/home.tsx', ownGzip: 5, totalGzip: 125 })
    expect(report.routes[0]).toEqual({
      module: 'src/app/routes/stats.tsx',
      ownGzip: 57,
      totalGzip: 177,
    })
    expect(report.notSplit).toEqual(['src/app/routes/inlined.tsx', 'src/app/routes/lost.tsx'])
  })
})
