// Browser tests on Debian's Chromium (Playwright cannot download its own browsers here).
// The web server is the production build on a throw-away PGlite data folder.
import { availableParallelism } from 'node:os'
import { defineConfig, devices } from '@playwright/test'
import { testBrowserPath } from './e2e/browser-path.ts'

const port = Number(process.env.E2E_PORT ?? 4173)
const dataDir = `/tmp/ipaml-e2e-${port}`

export default defineConfig({
  testDir: './e2e',
  fullyParallel: true,
  // One worker more than there are cores: a test spends part of its time waiting for the server
  // (another process on the same cores), so the extra worker keeps the cores busy. On 2 cores,
  // 3 workers ran the same specs in two thirds of the time 2 did (docs/benchmarks.md).
  // E2E_WORKERS overrides it.
  workers: Number(process.env.E2E_WORKERS ?? availableParallelism() + 1),
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  // A test's time on this 2-core machine varies twofold from run to run (the same suite took 17
  // and 33 minutes): flows of several pages (an export and re-import, a share link) took up to
  // 66 s on a slow run. Tests that scan long pages with axe set more themselves.
  timeout: 120_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: testBrowserPath(),
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } },
    },
  ],
  webServer: {
    command: `rm -rf ${dataDir} && tsx scripts/start.ts`,
    url: `http://127.0.0.1:${port}/readyz`,
    reuseExistingServer: !process.env.CI,
    // A clean clone builds first: 1-2 min on an idle 2-core machine, over 3 min on a busy one.
    timeout: 360_000,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ADMIN_TOKEN: 'e2e-admin-token-0123456789',
      RATE_LIMIT_CONTACT: '0',
      RATE_LIMIT_CONTACT_GLOBAL: '0',
      RATE_LIMIT_SEARCH: '0',
      RATE_LIMIT_API: '0',
      RATE_LIMIT_SIGN_IN: '0',
      // Passkeys need a secure context: the account spec browses http://localhost (a loopback
      // host), and the relying party is named for it.
      PUBLIC_ORIGIN: `http://localhost:${port}`,
    },
  },
})
