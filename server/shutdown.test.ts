// Graceful shutdown: SIGTERM while requests are in flight lets them complete, then the
// process closes the database and exits 0.
import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import net from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

let server: ChildProcess
let port = 0
const logs: string[] = []

beforeAll(async () => {
  server = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'ipaml-shutdown-')),
      LOG_LEVEL: 'info',
      DATABASE_URL: '',
      NODE_ENV: 'test',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`server did not start:\n${logs.join('')}`)),
      60_000,
    )
    server.stdout!.on('data', (chunk: Buffer) => {
      logs.push(chunk.toString())
      const match = /"url":"http:\/\/localhost:(\d+)"/.exec(chunk.toString())
      if (match) {
        clearTimeout(timer)
        resolve(Number(match[1]))
      }
    })
    server.stderr!.on('data', (chunk: Buffer) => logs.push(chunk.toString()))
  })
}, 90_000)

afterAll(() => {
  if (server.exitCode === null) server.kill('SIGKILL')
})

/** Starts a POST whose body is sent later, so the request stays in flight until `finish()`. */
function slowRequest(body: string) {
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

describe('graceful shutdown', () => {
  it('finishes in-flight requests after SIGTERM and exits 0', async () => {
    const requests = Array.from({ length: 5 }, () => slowRequest('{"in":"flight"}'))
    await new Promise((r) => setTimeout(r, 300))
    const exited = new Promise<number | null>((resolve) =>
      server.on('exit', (code) => resolve(code)),
    )
    server.kill('SIGTERM')
    await new Promise((r) => setTimeout(r, 500))
    // New connections are refused once shutdown has begun.
    const refused = await new Promise<boolean>((resolve) => {
      const probe = net.connect(port, '127.0.0.1')
      probe.on('connect', () => {
        probe.destroy()
        resolve(false)
      })
      probe.on('error', () => resolve(true))
    })
    expect(refused).toBe(true)
    for (const request of requests) request.finish()
    const responses = await Promise.all(requests.map((r) => r.done))
    for (const response of responses) {
      expect(response).toMatch(/^HTTP\/1\.1 404/)
      expect(response).toContain('"code":"NOT_FOUND"')
    }
    expect(await exited).toBe(0)
    expect(logs.join('')).toContain('"msg":"stopped"')
  }, 30_000)
})
