// Real server processes for integration tests: each instance runs `server/index.ts` under tsx
// with its own port and environment, like one replica behind a load balancer. Instances can be
// stopped with a signal and started again on the same port. Also: probes that tell in well
// under a second whether PostgreSQL or Redis is there, so a suite can skip (loudly) without
// them. A dedicated database per suite: createScratchDatabase in db/test-backends.ts.
import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import net from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '../..')
// Generous: a fresh PGlite data folder takes seconds on an idle machine, minutes on a busy one.
const START_TIMEOUT_MS = 180_000
const PROBE_TIMEOUT_MS = 700
const PIPE_CLOSE_WAIT_MS = 1_000

export interface InstanceOptions {
  /** Shown in errors and logs, e.g. "A". */
  name: string
  /** Added to the server's environment (PORT and HOST are set by the harness). */
  env?: Record<string, string>
  /** Fixed port; a free one is picked when omitted. */
  port?: number
}

export interface Instance {
  name: string
  port: number
  /** Base URL, e.g. http://127.0.0.1:41234 */
  url: string
  child: ChildProcess
  /** Everything the process wrote to stdout and stderr so far. */
  logs: () => string
  /** Sends `signal` and resolves with the exit code once the process has ended. */
  stop: (signal?: NodeJS.Signals) => Promise<number | null>
  /** Starts the process again, same port and environment, once it is listening. */
  restart: () => Promise<void>
}

/** Starts one server process and resolves once it listens. */
export async function startInstance(options: InstanceOptions): Promise<Instance> {
  const port = options.port ?? (await freePort())
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'test',
    LOG_LEVEL: 'info',
    DATABASE_URL: '',
    DATA_DIR: mkdtempSync(path.join(tmpdir(), `ipaml-instance-${options.name}-`)),
    ...options.env,
    PORT: String(port),
    HOST: '127.0.0.1',
  }
  let output = ''
  let child: ChildProcess

  const launch = async (): Promise<void> => {
    child = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
      cwd: root,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    const startedAt = output.length
    await new Promise<void>((resolve, reject) => {
      const onExit = (code: number | null, signal: string | null) =>
        fail(`exited during start-up (${code ?? signal})`)
      const fail = (reason: string) => {
        clearTimeout(timer)
        reject(new Error(`instance ${options.name} ${reason}:\n${output.slice(-4000)}`))
      }
      const timer = setTimeout(() => {
        child.kill('SIGKILL')
        fail(`did not listen within ${START_TIMEOUT_MS} ms`)
      }, START_TIMEOUT_MS)
      child.stdout!.on('data', (chunk: Buffer) => {
        output += chunk.toString()
        if (output.includes('"msg":"IPAML site listening"', startedAt)) {
          clearTimeout(timer)
          child.off('exit', onExit)
          resolve()
        }
      })
      child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()))
      child.once('exit', onExit)
    })
  }

  await launch()
  const instance: Instance = {
    name: options.name,
    port,
    url: `http://127.0.0.1:${port}`,
    get child() {
      return child
    },
    logs: () => output,
    stop: (signal = 'SIGTERM') => {
      const running = child
      if (running.exitCode !== null || running.signalCode !== null)
        return Promise.resolve(running.exitCode)
      return new Promise((resolve) => {
        running.once('exit', (code) => {
          // Wait for the pipes to close too (the last log lines are read by then), unless the
          // test stopped reading them.
          const timer = setTimeout(() => resolve(code), PIPE_CLOSE_WAIT_MS)
          running.once('close', () => {
            clearTimeout(timer)
            resolve(code)
          })
        })
        running.kill(signal)
      })
    },
    restart: launch,
  }
  return instance
}

/** Stops every instance that still runs (SIGKILL: for clean-up after a test). */
export async function killInstances(instances: readonly (Instance | undefined)[]): Promise<void> {
  await Promise.all(instances.map((instance) => instance?.stop('SIGKILL')))
}

/** A port that was free a moment ago (the OS picks it; the socket is closed again). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer()
    server.unref()
    server.on('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo
      server.close(() => resolve(port))
    })
  })
}

/** True when something accepts TCP connections at host:port within PROBE_TIMEOUT_MS. */
export function tcpReachable(host: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port })
    const done = (reachable: boolean) => {
      socket.destroy()
      resolve(reachable)
    }
    socket.setTimeout(PROBE_TIMEOUT_MS, () => done(false))
    socket.once('connect', () => done(true))
    socket.once('error', () => done(false))
  })
}

/** Whether a URL's host (postgres://, redis://) accepts connections; default ports applied. */
export function serviceReachable(url: string, defaultPort: number): Promise<boolean> {
  const parsed = new URL(url)
  return tcpReachable(parsed.hostname, Number(parsed.port || defaultPort))
}
