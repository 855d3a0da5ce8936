// A server whose shutdown cannot finish: one of its services never closes and a timer keeps
// the process alive. Started by shutdown.test.ts to show that the hard deadline still ends it.
import http from 'node:http'
import { createLogger, stdoutDestination } from '../logger.ts'
import { exitOnSignals } from '../shutdown.ts'

const logs = stdoutDestination()
const logger = createLogger('info', logs.stream)
const server = http.createServer((_req, res) => res.end('ok'))
setInterval(() => {}, 1_000)
server.listen(0, '127.0.0.1', () => {
  exitOnSignals({
    server,
    logger,
    logs,
    services: { 'stuck service': () => new Promise(() => {}) },
    deadlineMs: Number(process.env.SHUTDOWN_DEADLINE_MS),
  })
  logger.info('stuck server listening')
})
