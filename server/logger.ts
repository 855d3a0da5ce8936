// Structured logging with pino. Personal data (e-mail addresses, message bodies, credentials)
// is redacted wherever it could appear in a logged object.
//
// Logs go to stdout through a destination that never blocks the process: a log consumer that
// stops reading (or goes away) must not freeze request handling or the shutdown path. Writes are
// asynchronous on a non-blocking descriptor; while the consumer is stalled they wait in a bounded
// buffer (past it, lines are dropped), and write errors such as EPIPE are swallowed.
import { fstatSync } from 'node:fs'
import { pino, type DestinationStream, type Logger } from 'pino'
import SonicBoom from 'sonic-boom'

export type { Logger }

/** Log lines held while the consumer is not reading; beyond this, new lines are dropped. */
const MAX_BUFFERED_BYTES = 8 * 1024 * 1024

export function createLogger(level: string, destination?: DestinationStream): Logger {
  const options = {
    level,
    redact: {
      paths: [
        'email',
        '*.email',
        'body',
        'req.body',
        'req.headers.authorization',
        'req.headers.cookie',
      ],
      censor: '[redacted]',
    },
  }
  return destination ? pino(options, destination) : pino(options)
}

export interface LogDestination {
  stream: DestinationStream
  /**
   * Writes what is buffered, waiting at most `timeoutMs`, and from then on gives up on a
   * consumer that does not read instead of retrying. Never rejects.
   */
  flush: (timeoutMs: number) => Promise<void>
  /** Lines dropped because the consumer did not keep up or had gone away. */
  dropped: () => number
}

/**
 * The server's stdout destination. Unlike pino's default (synchronous writes, and a synchronous
 * flush at exit), nothing here can block: a full pipe makes writes retry later, a closed pipe
 * makes them fail silently, and there is no flush at exit.
 */
export function stdoutDestination(): LogDestination {
  const descriptor = fstatSync(1)
  // Node opens a pipe or socket stdout in non-blocking mode when process.stdout is first read;
  // without that, a write to a full pipe would block a thread until the reader comes back.
  if (descriptor.isFIFO() || descriptor.isSocket()) void process.stdout
  let givingUp = false
  let dropped = 0
  const stream = new SonicBoom({
    fd: 1,
    sync: false,
    // With no minimum, SonicBoom's flush() calls back at once even while a write is pending, and
    // the last lines (the "stopped" one) would be lost at exit; any positive minimum makes it
    // wait for the buffer to drain. Every log line is longer than one byte, so none waits.
    minLength: 1,
    maxLength: MAX_BUFFERED_BYTES,
    retryEAGAIN: () => !givingUp,
  })
  stream.on('drop', () => dropped++)
  // EPIPE (the reader went away), EAGAIN once we stopped retrying: logging is best effort and
  // nobody is left to tell.
  stream.on('error', () => dropped++)
  return {
    stream,
    dropped: () => dropped,
    flush: (timeoutMs) =>
      new Promise<void>((resolve) => {
        const timer = setTimeout(done, timeoutMs)
        timer.unref()
        function done() {
          clearTimeout(timer)
          givingUp = true
          resolve()
        }
        try {
          stream.flush(() => done())
        } catch {
          done()
        }
      }),
  }
}
