// Graceful shutdown: SIGTERM while requests are in flight lets them complete, then the
// process closes the database and exits 0. Whatever happens to the log destination (its
// reader went away, or stopped reading with the pipe full), SIGTERM still ends the process
// within the shutdown deadline.
import { spawn } from 'node:child_process'
import net from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SHUTDOWN_DEADLINE_MS } from './shutdown.ts'
import { createScratchDatabase, type ScratchDatabase } from '../db/test-backends.ts'
import {
  killInstances,
  serviceReachable,
  startInstance,
  type Instance,
} from './testing/instances.ts'

let inFlight: Instance
let readerGone: Instance
let readerStalled: Instance

// The log-pipe cases do not depend on storage: on PostgreSQL when there is one (a server
// starts there in a fraction of the time a fresh PGlite folder takes), otherwise on PGlite.
const postgresServer =
  process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'
let scratch: ScratchDatabase | undefined

beforeAll(async () => {
  if (await serviceReachable(postgresServer, 5432))
    scratch = await createScratchDatabase(postgresServer, 'shutdown')
  const logPipeEnv: Record<string, string> = scratch ? { DATABASE_URL: scratch.url } : {}
  ;[inFlight, readerGone, readerStalled] = await Promise.all([
    startInstance({ name: 'in-flight' }),
    startInstance({ name: 'reader-gone', env: logPipeEnv }),
    startInstance({ name: 'reader-stalled', env: logPipeEnv }),
  ])
}, 240_000)

afterAll(async () => {
  await killInstances([inFlight, readerGone, readerStalled])
  await scratch?.drop()
})

/** Starts a POST whose body is sent later, so the request stays in flight until `finish()`. */
function slowRequest(port: number, body: string) {
  const socket = net.connect(port, '127.0.0.1')
  let response = ''
  socket.on('data', (chunk) => (response += chunk.toString()))
  const done = new Promise<string>((resolve) => socket.on('close', () => resolve(response)))
  socket.write(
    `POST /api/slow-upload HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n`,
  )
  return {
    finish: () => socket.end(body),
    done,
  }
}

/** Sends SIGTERM and resolves with the exit code and how long the process took to end. */
async function terminate(instance: Instance): Promise<{ code: number | null; ms: number }> {
  const started = performance.now()
  let ms = 0
  instance.child.once('exit', () => (ms = performance.now() - started))
  const code = await instance.stop('SIGTERM')
  return { code, ms }
}

/** Requests (25 at a time) that each make the server write a request log line of about 2 kB. */
async function logLines(instance: Instance, count: number): Promise<void> {
  const longPath = `/api/${'x'.repeat(2000)}`
  for (let sent = 0; sent < count; sent += 25) {
    await Promise.all(
      Array.from({ length: Math.min(25, count - sent) }, async (_, i) => {
        const res = await fetch(`${instance.url}${longPath}${sent + i}`, {
          signal: AbortSignal.timeout(20_000),
        })
        expect(res.status).toBe(404)
        await res.arrayBuffer()
      }),
    )
  }
}

describe('graceful shutdown', () => {
  it('finishes in-flight requests after SIGTERM and exits 0', async () => {
    const { port, child } = inFlight
    const requests = Array.from({ length: 5 }, () => slowRequest(port, '{"in":"flight"}'))
    await new Promise((r) => setTimeout(r, 300))
    const exited = new Promise<number | null>((resolve) =>
      child.on('close', (code) => resolve(code)),
    )
    child.kill('SIGTERM')
    // New connections are refused once shutdown has begun. A busy machine may take a moment to
    // deliver the signal, so keep probing (the in-flight requests stay open meanwhile, well
    // inside the shutdown deadline).
    const connectionRefused = () =>
      new Promise<boolean>((resolve) => {
        const probe = net.connect(port, '127.0.0.1')
        probe.on('connect', () => {
          probe.destroy()
          resolve(false)
        })
        probe.on('error', () => resolve(true))
      })
    let refused = false
    for (const started = Date.now(); !refused && Date.now() - started < 8_000;) {
      refused = await connectionRefused()
      if (!refused) await new Promise((r) => setTimeout(r, 100))
    }
    expect(refused).toBe(true)
    for (const request of requests) request.finish()
    const responses = await Promise.all(requests.map((r) => r.done))
    for (const response of responses) {
      expect(response).toMatch(/^HTTP\/1\.1 404/)
      expect(response).toContain('"code":"NOT_FOUND"')
    }
    expect(await exited).toBe(0)
    expect(inFlight.logs()).toContain('"msg":"stopped"')
  }, 30_000)

  it('exits within the deadline after the log pipe was closed by its reader', async () => {
    readerGone.child.stdout!.destroy()
    // The server keeps serving (and logging into the broken pipe).
    await logLines(readerGone, 20)
    const { code, ms } = await terminate(readerGone)
    expect(code).toBe(0)
    expect(ms).toBeLessThan(SHUTDOWN_DEADLINE_MS)
  }, 30_000)

  it('serves and exits within the deadline while the log reader does not read', async () => {
    const stdout = readerStalled.child.stdout!
    stdout.removeAllListeners('data')
    stdout.pause()
    // About 600 kB of log lines: far more than the pipe and the reader's buffer hold.
    await logLines(readerStalled, 300)
    const health = await fetch(`${readerStalled.url}/healthz`, {
      signal: AbortSignal.timeout(5000),
    })
    expect(health.status).toBe(200)
    const { code, ms } = await terminate(readerStalled)
    expect(code).toBe(0)
    expect(ms).toBeLessThan(SHUTDOWN_DEADLINE_MS)
  }, 60_000)

  it('ends a process whose shutdown hangs by the deadline, with exit code 1', async () => {
    const deadlineMs = 1_500
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/testing/stuck-shutdown.ts'], {
      env: { ...process.env, SHUTDOWN_DEADLINE_MS: String(deadlineMs) },
      stdio: ['ignore', 'pipe', 'inherit'],
    })
    let output = ''
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
    await expect
      .poll(() => output, { timeout: 60_000, interval: 100 })
      .toContain('stuck server listening')
    const started = performance.now()
    const exited = new Promise<number | null>((resolve) => child.on('close', resolve))
    child.kill('SIGTERM')
    const code = await exited
    const ms = performance.now() - started
    expect(code).toBe(1)
    // It waits for the stuck service until the last log flush before the deadline (a quarter of
    // it at most here), then exits: not earlier, and by the deadline (plus process start-up
    // noise on a busy machine).
    expect(ms).toBeGreaterThanOrEqual(deadlineMs * 0.75 - 100)
    expect(ms).toBeLessThan(deadlineMs + 3_000)
    expect(output).toContain('shutdown deadline reached')
  }, 90_000)
})
