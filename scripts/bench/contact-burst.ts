// Contact burst: 1,000 POST /api/contact, 50 in flight, rate limits off, against a
// real HTTP server on every storage backend available (PGlite always, PostgreSQL when
// TEST_DATABASE_URL is set). Targets: stored rows equal 2xx answers, zero 5xx.
import type { AddressInfo } from 'node:net'
import { testBackends } from '../../db/test-backends.ts'
import { createApp } from '../../server/app.ts'
import { parseEnv } from '../../server/env.ts'
import { createLogger } from '../../server/logger.ts'
import { createEmbeddedIndex } from '../../server/search/embedded.ts'
import { listContacts } from '../../server/stores/contacts.ts'
import type { BenchReport } from './types.ts'

const TOTAL = 1000
const CONCURRENCY = 50

export async function run(): Promise<BenchReport> {
  const lines: string[] = []
  const targets: BenchReport['targets'] = []
  for (const backend of testBackends()) {
    const database = await backend.open()
    const env = parseEnv({
      NODE_ENV: 'production',
      RATE_LIMIT_CONTACT: '0',
      RATE_LIMIT_CONTACT_GLOBAL: '0',
      RATE_LIMIT_API: '0',
    })
    const app = createApp({
      env,
      logger: createLogger('silent'),
      db: database,
      search: createEmbeddedIndex(),
    })
    // Port 0: the OS picks a free ephemeral port, so the bench never collides with a server.
    const server = app.listen(0, '127.0.0.1')
    await new Promise((resolve) => server.once('listening', resolve))
    const { port } = server.address() as AddressInfo
    const url = `http://127.0.0.1:${port}/api/contact`

    const statuses = new Map<number, number>()
    const ids = new Set<string>()
    const latencies: number[] = []
    let next = 0
    const started = performance.now()
    const worker = async () => {
      while (next < TOTAL) {
        const i = next++
        const t0 = performance.now()
        const res = await fetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            name: `Bench Sender ${i}`,
            email: `bench${i}@example.com`,
            organization: i % 2 ? 'Bench Org' : '',
            message: `Burst message ${i}: please contact me about privileged access.`,
          }),
        }).catch(() => undefined)
        latencies.push(performance.now() - t0)
        const status = res?.status ?? 0
        statuses.set(status, (statuses.get(status) ?? 0) + 1)
        if (res && res.status >= 200 && res.status < 300) {
          ids.add(((await res.json()) as { id: string }).id)
        } else {
          await res?.body?.cancel()
        }
      }
    }
    await Promise.all(Array.from({ length: CONCURRENCY }, worker))
    const seconds = (performance.now() - started) / 1000
    await new Promise((resolve) => server.close(resolve))

    const { total: stored } = await listContacts(database.db, { limit: 1, offset: 0 })
    await database.dispose()

    const count = (pred: (s: number) => boolean) =>
      [...statuses].filter(([s]) => pred(s)).reduce((sum, [, n]) => sum + n, 0)
    const ok = count((s) => s >= 200 && s < 300)
    const serverErrors = count((s) => s >= 500 || s === 0)
    latencies.sort((a, b) => a - b)
    const pct = (p: number) =>
      latencies[Math.min(latencies.length - 1, Math.floor(p * latencies.length))] ?? 0
    const byStatus = [...statuses]
      .sort(([a], [b]) => a - b)
      .map(([s, n]) => `${s}×${n}`)
      .join(', ')
    lines.push(
      `${backend.name}: ${TOTAL} submissions, ${CONCURRENCY} in flight, ${seconds.toFixed(1)} s (${(TOTAL / seconds).toFixed(0)} req/s)`,
      `${backend.name}: statuses ${byStatus}; stored rows ${stored}; distinct ids ${ids.size}`,
      `${backend.name}: latency median ${pct(0.5).toFixed(1)} ms, p99 ${pct(0.99).toFixed(1)} ms`,
    )
    targets.push(
      {
        label: `${backend.name}: stored rows (${stored}) = 2xx answers (${ok})`,
        met: stored === ok && ids.size === ok,
      },
      {
        label: `${backend.name}: zero 5xx or failed requests (${serverErrors})`,
        met: serverErrors === 0,
      },
    )
  }
  return { title: 'Contact submission burst', lines, targets }
}
