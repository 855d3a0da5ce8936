// Two server processes on one PostgreSQL database, each with its own embedded search engine: a
// post approved through instance A is found by search on instance B within 2 s (B hears the
// outbox NOTIFY), and leaves B's answers within 2 s when rejected. Needs TEST_DATABASE_URL.
import { spawn, type ChildProcess } from 'node:child_process'
import { createServer } from 'node:net'
import postgres from 'postgres'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

const adminUrl = process.env.TEST_DATABASE_URL
if (!adminUrl) {
  console.warn('\n*** two-process search test SKIPPED: set TEST_DATABASE_URL to run it ***\n')
}
const ADMIN_TOKEN = 'two-process-admin-token-0123'
const LANDS_WITHIN_MS = 2000
const serverEntry = new URL('../index.ts', import.meta.url).pathname

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address()
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0))
    })
  })
}

interface Instance {
  url: string
  process: ChildProcess
}

async function startInstance(databaseUrl: string): Promise<Instance> {
  const port = await freePort()
  const child = spawn(process.execPath, ['--import', 'tsx', serverEntry], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      ADMIN_TOKEN,
      LOG_LEVEL: 'warn',
      RATE_LIMIT_SEARCH: '0',
      RATE_LIMIT_API: '0',
      MEILI_URL: '',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  const url = `http://127.0.0.1:${port}`
  const deadline = Date.now() + 90_000
  for (;;) {
    if (child.exitCode !== null) throw new Error(`instance exited with ${child.exitCode}`)
    const ready = await fetch(`${url}/readyz`).then(
      (res) => res.ok,
      () => false,
    )
    if (ready) return { url, process: child }
    if (Date.now() > deadline) throw new Error('instance did not become ready in 90 s')
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
}

async function stopInstance(instance: Instance | undefined): Promise<void> {
  if (!instance || instance.process.exitCode !== null) return
  const exited = new Promise((resolve) => instance.process.once('exit', resolve))
  instance.process.kill('SIGTERM')
  await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 15_000))])
  if (instance.process.exitCode === null) instance.process.kill('SIGKILL')
}

describe.skipIf(!adminUrl)('two server processes on one PostgreSQL', () => {
  const name = `ipaml_two_${process.pid}_${Math.random().toString(36).slice(2, 8)}`
  let admin: postgres.Sql
  let a: Instance | undefined
  let b: Instance | undefined

  beforeAll(async () => {
    admin = postgres(adminUrl!, { max: 1, onnotice: () => {} })
    await admin.unsafe(`create database ${name}`)
    const url = new URL(adminUrl!)
    url.pathname = `/${name}`
    // One after the other: the second start finds the schema migrated and the forum seeded.
    a = await startInstance(url.toString())
    b = await startInstance(url.toString())
  }, 200_000)
  afterAll(async () => {
    await Promise.all([stopInstance(a), stopInstance(b)])
    await admin?.unsafe(`drop database if exists ${name} with (force)`)
    await admin?.end()
  }, 40_000)

  const searchUrls = async (instance: Instance, q: string): Promise<string[]> => {
    const res = await fetch(`${instance.url}/api/search?q=${encodeURIComponent(q)}`)
    const body = (await res.json()) as { results: Array<{ url: string }> }
    return body.results.map((r) => r.url)
  }

  it('finds on B within 2 s a post approved through A, and drops it when rejected', async () => {
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
      .poll(() => searchUrls(b!, 'narwhal'), { timeout: LANDS_WITHIN_MS, interval: 50 })
      .toContain(url)
    expect(Date.now() - approvedAt).toBeLessThanOrEqual(LANDS_WITHIN_MS + 100)
    // A follows its own outbox reads too (it wrote the change, but learns of it like B does).
    await expect
      .poll(() => searchUrls(a!, 'narwhal'), { timeout: LANDS_WITHIN_MS, interval: 50 })
      .toContain(url)

    expect((await moderate('reject')).status).toBe(200)
    await expect
      .poll(() => searchUrls(b!, 'narwhal'), { timeout: LANDS_WITHIN_MS, interval: 50 })
      .not.toContain(url)

    const ready = (await (await fetch(`${b!.url}/readyz`)).json()) as {
      index: { applied: { cursor: number } }
    }
    expect(ready.index.applied.cursor).toBeGreaterThan(0)
  }, 30_000)
})
