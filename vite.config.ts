// Vite builds the client into dist/client; Vitest runs the unit and server tests (in Node). The
// dev server proxies the API to the Express server.
import { availableParallelism } from 'node:os'
import react from '@vitejs/plugin-react'
import { compression, defineAlgorithm } from 'vite-plugin-compression2'
import { defineConfig } from 'vitest/config'
import { buildTimeDataPlugin } from './scripts/build/build-time-data.ts'
import { chakraGlobalStylesPlugin } from './scripts/build/chakra-global-styles.ts'
import { chakraRecipesPlugin } from './scripts/build/chakra-recipes.ts'
import { controlMappingFilesPlugin } from './scripts/build/control-mapping-files.ts'
import { routeChunksPlugin } from './scripts/build/route-chunks.ts'

const apiPort = process.env.API_PORT ?? '3001'

export default defineConfig({
  plugins: [
    react(),
    chakraRecipesPlugin(import.meta.dirname),
    chakraGlobalStylesPlugin(import.meta.dirname),
    buildTimeDataPlugin(import.meta.dirname),
    routeChunksPlugin(import.meta.dirname),
    controlMappingFilesPlugin(import.meta.dirname),
    // Every script and stylesheet of the client compressed once, at the best levels, for the
    // server to send as it is (server/app.ts). The server bundle needs none.
    {
      ...compression({
        include: /(^|\/)assets\/[^/]+\.(js|css|svg)$/,
        threshold: 1024,
        algorithms: [defineAlgorithm('brotliCompress', {}), defineAlgorithm('gzip', { level: 9 })],
        logLevel: 'silent',
      }),
      apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    },
  ],
  // The manifest lets scripts/bundle-budget.ts weigh the JavaScript each route loads.
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    sourcemap: false,
    manifest: true,
    rollupOptions: {
      output: {
        // React and React DOM in a chunk of their own, which src/main.tsx evaluates in a task
        // of its own before the app: in the app's chunk they made its evaluation one of the two
        // longest tasks of start-up on a slow phone.
        manualChunks: (id) =>
          /\/node_modules\/(react|react-dom|scheduler)\//.test(id) ? 'react' : undefined,
      },
    },
  },
  server: {
    proxy: {
      '/api': `http://127.0.0.1:${apiPort}`,
      '/trpc': `http://127.0.0.1:${apiPort}`,
    },
  },
  // Every Vitest test runs in Node; what needs a real browser is tested with Playwright (e2e/).
  test: {
    environment: 'node',
    globalSetup: ['./server/testing/global-setup.ts'],
    include: ['{src,server,db,seed,scripts}/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    // Vitest's default is one worker fewer than there are cores: one on a 2-core machine, where
    // the server suites spend much of their time waiting for child processes (the production
    // build, a second server, a shutdown) that leave a core idle. VITEST_WORKERS overrides it.
    maxWorkers: Number(process.env.VITEST_WORKERS ?? availableParallelism()),
  },
})
