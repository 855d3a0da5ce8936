// Stopping on SIGTERM/SIGINT: stop accepting, let in-flight requests finish (SHUTDOWN_GRACE_MS
// at most, then their connections are closed), close the services (database, Redis client),
// flush the logs briefly, exit 0. A hard deadline ends the process with exit code 1 whatever
// is still pending, so a replica always leaves within its orchestrator's grace period.
import type { Server } from 'node:http'
import type { LogDestination, Logger } from './logger.ts'

/** In-flight requests get this long after the signal; then their connections are closed. */
export const SHUTDOWN_GRACE_MS = 10_000
/** The process has exited by this time after the signal, whatever is still pending. */
export const SHUTDOWN_DEADLINE_MS = 15_000
/** The last log lines get this long to reach a consumer before the process exits. */
const LOG_FLUSH_MS = 1_000

export interface ShutdownOptions {
  server: Server
  logger: Logger
  logs: LogDestination
  /** Closed in parallel once no request is left; a failure is logged and does not stop the exit. */
  services: Record<string, () => Promise<void>>
  /** Defaults to SHUTDOWN_DEADLINE_MS. */
  deadlineMs?: number
}

export function exitOnSignals({
  server,
  logger,
  logs,
  services,
  deadlineMs = SHUTDOWN_DEADLINE_MS,
}: ShutdownOptions): void {
  let stopping = false
  const shutdown = (signal: string) => {
    if (stopping) {
      // A second signal (Ctrl-C twice) means: do not wait.
      logger.warn({ signal }, 'second signal during shutdown; exiting now')
      process.exit(1)
    }
    stopping = true
    // Unref'd: it never keeps the process alive, it only ends one that would not stop.
    setTimeout(
      () => {
        logger.error({ deadlineMs }, 'shutdown deadline reached; exiting')
        const flushMs = Math.min(LOG_FLUSH_MS, deadlineMs / 4)
        void logs.flush(flushMs).then(() => process.exit(1))
      },
      deadlineMs - Math.min(LOG_FLUSH_MS, deadlineMs / 4),
    ).unref()
    logger.info({ signal }, 'shutting down')
    const force = setTimeout(() => {
      logger.warn('in-flight requests did not finish in time; closing connections')
      server.closeAllConnections()
    }, SHUTDOWN_GRACE_MS)
    force.unref()
    server.close(async () => {
      clearTimeout(force)
      await Promise.all(
        Object.entries(services).map(([name, close]) =>
          close().catch((err: unknown) => logger.error({ err }, `closing the ${name} failed`)),
        ),
      )
      logger.info('stopped')
      await logs.flush(LOG_FLUSH_MS)
      process.exit(0)
    })
    // Idle keep-alive sockets would hold server.close() open until they time out.
    server.closeIdleConnections()
  }
  process.on('SIGTERM', () => shutdown('SIGTERM'))
  process.on('SIGINT', () => shutdown('SIGINT'))
}
