// Two real server processes on one PostgreSQL database (and one Redis when there is one),
// as two replicas behind a load balancer: a client's rate limit is shared between them, and
// restarting one of them during a burst of contact messages loses none and stores none twice.
// The instances trust X-Forwarded-For as they would behind the proxy, so the test can speak
// for many clients from one machine.
import { setTimeout as delay } from 'node:timers/promises'
import postgres from 'postgres'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createScratchDatabase, type ScratchDatabase } from '../db/test-backends.ts'
import {
  killInstances,
  serviceReachable,
  startInstance,
  type Instance,
} from './testing/instances.ts'

const postgresServer =
  process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'
const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379'
const hasPostgres = await serviceReachable(postgresServer, 5432)
const hasRedis = await serviceReachable(redisUrl, 6379)
if (!hasPostgres)
  console.warn(
    `\n[two instances] SKIPPED: no PostgreSQL at ${postgresServer} (set TEST_DATABASE_URL)\n`,
  )
else if (!hasRedis)
  console.warn(
    `\n[two instances] rate-limit sharing SKIPPED: no Redis at ${redisUrl} (set TEST_REDIS_URL)\n`,
  )

const PER_IP_LIMIT = 5
const BURST = 1_000
const CONCURRENCY = 16
/** Restart B once this many burst messages are accepted; hold the last ones until it is back. */
const RESTART_AFTER = 250
const HELD_BACK = 250

let database: ScratchDatabase | undefined
let instances: Instance[] = []

beforeAll(async () => {
  if (!hasPostgres) return
  database = await createScratchDatabase(postgresServer, 'two_instances')
  const env = {
    DATABASE_URL: database.url,
    TRUST_PROXY: 'true',
    RATE_LIMIT_CONTACT: String(PER_IP_LIMIT),
    // The burst is 1,000 messages in a few seconds; the global cap is not what is tested here.
    RATE_LIMIT_CONTACT_GLOBAL: '0',
    ...(hasRedis
      ? {
          REDIS_URL: redisUrl,
          RATE_LIMIT_KEY_PREFIX: `ipaml-test-${process.pid}-${Date.now()}:`,
          // A replica whose event loop a busy test machine stalls for half a second would let
          // that request pass unlimited (fail open); only a store that does not answer may.
          RATE_LIMIT_STORE_TIMEOUT_MS: '5000',
        }
      : {}),
  }
  // Both at once on an empty database, as replicas of a new deployment start: they take turns
  // migrating and seed without conflict.
  instances = await Promise.all([
    startInstance({ name: 'A', env }),
    startInstance({ name: 'B', env }),
  ])
}, 240_000)

afterAll(async () => {
  await killInstances(instances)
  await database?.drop()
})

/** Where a replica keeps its rate-limit counters, as its /readyz says. */
async function rateLimitStore(instance: Instance): Promise<string> {
  const ready = (await (await fetch(`${instance.url}/readyz`)).json()) as {
    checks: { rateLimits: string }
  }
  return ready.checks.rateLimits
}

/** The replicas' warnings and errors, to explain a failed expectation. */
function replicaWarnings(): string {
  return instances
    .flatMap((instance) =>
      instance
        .logs()
        .split('\n')
        .filter((line) => /"level":(40|50)/.test(line))
        .slice(-10)
        .map((line) => `${instance.name}: ${line}`),
    )
    .join('\n')
}

let messageCount = 0
function contactMessage(label: string) {
  messageCount += 1
  return {
    name: 'Replica Tester',
    email: `tester${messageCount}@example.org`,
    message: `${label} message number ${messageCount}`,
  }
}

function postContact(instance: Instance, clientIp: string, body: object): Promise<Response> {
  return fetch(`${instance.url}/api/contact`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': clientIp },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(15_000),
  })
}

describe.skipIf(!hasPostgres)('two server instances on one database', () => {
  it.skipIf(!hasRedis)(
    "shares a client's rate limit: the limit+1-th request across A and B is refused",
    async () => {
      const [a, b] = instances as [Instance, Instance]
      // A replica that reached Redis only after it started listening lets requests pass until
      // then; the limit is shared once both say their counters are in Redis.
      for (const instance of instances)
        await expect.poll(() => rateLimitStore(instance), { timeout: 15_000 }).toBe('redis')
      const client = '198.51.100.23'
      for (let i = 0; i < PER_IP_LIMIT; i++) {
        const res = await postContact(i % 2 ? b : a, client, contactMessage('shared-limit'))
        expect(res.status).toBe(201)
      }
      const refused = await postContact(b, client, contactMessage('shared-limit'))
      expect(refused.status, replicaWarnings()).toBe(429)
      expect(refused.headers.get('retry-after')).toMatch(/^\d+$/)
      expect(await refused.json()).toMatchObject({ error: { code: 'TOO_MANY_REQUESTS' } })
      // Another client still has its whole budget, on either instance.
      expect((await postContact(a, '198.51.100.24', contactMessage('shared-limit'))).status).toBe(
        201,
      )
    },
  )

  it('loses no contact message and stores none twice while B restarts during a burst', async () => {
    const [a, b] = instances as [Instance, Instance]
    const messages = Array.from({ length: BURST }, (_, i) => ({
      // One client per message (its own /56 IPv6 prefix), so per-client limits stay out of the way.
      clientIp: `2001:db8:${i.toString(16)}::1`,
      body: contactMessage('burst'),
    }))
    const accepted = new Map<string, string>()
    let attempts = 0
    let limited = 0
    let restart: Promise<void> | undefined
    let restartedAt = -1

    /** Sends one message until an instance answers 201; the other one is tried after a failure. */
    const deliver = async (index: number) => {
      const { clientIp, body } = messages[index]!
      let target = index % 2 ? b : a
      for (let tries = 1; ; tries++) {
        attempts += 1
        try {
          const res = await postContact(target, clientIp, body)
          if (res.status === 201) {
            accepted.set(body.message, ((await res.json()) as { id: string }).id)
            return
          }
          if (res.status === 429) {
            // Every try counts against the client's budget; a client that spent it waits as
            // it is told, then sends the same message again.
            limited += 1
            await delay(Number(res.headers.get('retry-after')) * 1000)
            continue
          }
          // During shutdown a replica may answer 503; anything else is a real failure.
          expect(res.status, `try ${tries}: ${await res.text()}\n${replicaWarnings()}`).toBe(503)
        } catch (err) {
          // Refused or reset while B stops or starts: try again like a client would.
          if ((err as Error).name === 'AssertionError') throw err
        }
        target = target === a ? b : a
        await delay(20)
      }
    }

    let next = 0
    const worker = async () => {
      for (;;) {
        const index = next++
        if (index >= BURST) return
        if (index >= BURST - HELD_BACK) await restart
        await deliver(index)
        if (accepted.size >= RESTART_AFTER && !restart) {
          restart = (async () => {
            expect(await b.stop('SIGTERM')).toBe(0)
            await b.restart()
            restartedAt = accepted.size
          })()
        }
      }
    }
    await Promise.all(Array.from({ length: CONCURRENCY }, worker))
    await restart

    expect(accepted.size).toBe(BURST)
    expect(attempts).toBeGreaterThan(BURST) // some attempts met B while it was down
    // A message sent again so often that its client ran out of budget is rare, not the rule.
    expect(limited, replicaWarnings()).toBeLessThan(BURST / 100)
    expect(restartedAt).toBeGreaterThan(RESTART_AFTER)
    expect(restartedAt).toBeLessThan(BURST)

    const sql = postgres(database!.url, { max: 1, onnotice: () => {} })
    try {
      const rows = await sql<{ id: string; message: string }[]>`
        select id, message from contacts where message like 'burst message number %'`
      expect(rows).toHaveLength(BURST)
      const stored = new Map(rows.map((row) => [row.message, row.id]))
      expect(stored.size).toBe(BURST)
      for (const [message, id] of accepted) expect(stored.get(message)).toBe(id)
    } finally {
      await sql.end({ timeout: 5 })
    }
    // About 30 s here, most of it B starting again; the margin is for a busy machine.
  }, 240_000)
})
