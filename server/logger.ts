// Structured logging with pino. Personal data (e-mail addresses, message bodies, credentials)
// is redacted wherever it could appear in a logged object.
import { pino, type Logger } from 'pino'

export type { Logger }

export function createLogger(level: string): Logger {
  return pino({
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
  })
}
