// Two server processes on one PostgreSQL database, each with its own embedded search engine: a
// post approved through instance A is found by search on instance B (B hears the outbox
// NOTIFY), and leaves B's answers when rejected. Needs PostgreSQL. The test allows a busy
// machine plenty of time and prints the latency it saw; the 2 s target is measured by
// `npm run bench indexing` on a quiet machine.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createScratchDatabase, type ScratchDatabase } from '../../db/test-backends.ts'
import {
  killInstances,
  serviceReachable,
  startInstance,
  type Instance,
} from '../testing/instances.ts'

const postgresServer =
  process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'
const hasPostgres = await serviceReachable(postgresServer, 5432)
if (!hasPostgres) {
  console.warn(
    `\n*** two-process search test SKIPPED: no PostgreSQL at ${postgresServer} (set TEST_DATABASE_URL) ***\n`,
  )
}
const ADMIN_TOKEN = 'two-process-admin-token-0123'
/** How long a change may take to reach the other process before the test gives up. */
const GIVE_UP_AFTER_MS = 20_000

describe.skipIf(!hasPostgres)('two server processes on one PostgreSQL', () => {
  let database: ScratchDatabase | undefined
  let a: Instance | undefined
  let b: Instance | undefined

  beforeAll(async () => {
    database = await createScratchDatabase(postgresServer, 'live_index')
    const env = {
      DATABASE_URL: database.url,
      ADMIN_TOKEN,
      MEILI_URL: '',
      RATE_LIMIT_SEARCH: '0',
      RATE_LIMIT_API: '0',
    }
    // Both at once, as replicas of a deployment start: each builds its own embedded index.
    ;[a, b] = await Promise.all([
      startInstance({ name: 'A', env }),
      startInstance({ name: 'B', env }),
    ])
  }, 240_000)
  afterAll(async () => {
    await killInstances([a, b])
    await database?.drop()
  }, 40_000)

  const searchUrls = async (instance: Instance, q: string): Promise<string[]> => {
    const res = await fetch(`${instance.url}/api/search?q=${encodeURIComponent(q)}`)
    const body = (await res.json()) as { results: Array<{ url: string }> }
    return body.results.map((r) => r.url)
  }

  it('finds on B a post approved through A, and drops it when rejected', async () => {
    const created = await fetch(`${a!.url}/api/forum/posts`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        name: 'Grace Hopper',
        email: 'grace@example.com',
        category: 'best-practices',
        title: 'Narwhal approach to vault rotation',
        body: 'Does anyone rotate narwhal vault credentials across two data centres?',
        tags: 'vault',
        website: '',
        startedAt: Date.now() - 10_000,
      }),
    })
    expect(created.status).toBe(201)
    const { id } = (await created.json()) as { id: number }
    const url = `/forum/post/${id}`
    expect(await searchUrls(b!, 'narwhal')).not.toContain(url)

    const moderate = (action: 'approve' | 'reject') =>
      fetch(`${a!.url}/api/forum/posts/${id}/${action}`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${ADMIN_TOKEN}` },
      })
    expect((await moderate('approve')).status).toBe(200)
    const approvedAt = Date.now()
    await expect
      .poll(() => searchUrls(b!, 'narwhal'), { timeout: GIVE_UP_AFTER_MS, interval: 50 })
      .toContain(url)
    console.info(
      `two-process search: approved on A, found on B after ${Date.now() - approvedAt} ms`,
    )
    // A follows its own outbox reads too (it wrote the change, but learns of it like B does).
    await expect
      .poll(() => searchUrls(a!, 'narwhal'), { timeout: GIVE_UP_AFTER_MS, interval: 50 })
      .toContain(url)

    expect((await moderate('reject')).status).toBe(200)
    await expect
      .poll(() => searchUrls(b!, 'narwhal'), { timeout: GIVE_UP_AFTER_MS, interval: 50 })
      .not.toContain(url)

    const ready = (await (await fetch(`${b!.url}/readyz`)).json()) as {
      index: { applied: { cursor: number } }
    }
    expect(ready.index.applied.cursor).toBeGreaterThan(0)
  }, 90_000)
})
