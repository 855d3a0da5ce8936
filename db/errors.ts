// Recognises "the database is unreachable" errors from postgres-js and PGlite, so callers can
// answer 503 (try again later) instead of 500, and recover by themselves when it returns.

const CONNECTION_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENOTFOUND',
  'EPIPE',
  'CONNECT_TIMEOUT',
  'CONNECTION_CLOSED',
  'CONNECTION_ENDED',
  'CONNECTION_DESTROYED',
  '57P01', // admin_shutdown (e.g. pg_terminate_backend)
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now
  '53300', // too_many_connections
  '3D000', // invalid_catalog_name: the database is gone
  '55000', // object_not_in_prerequisite_state: "not currently accepting connections"
])

export function isDatabaseUnavailable(err: unknown): boolean {
  for (let current = err, depth = 0; current && depth < 5; depth++) {
    if (typeof current !== 'object') return false
    const { code, message, cause } = current as {
      code?: unknown
      message?: unknown
      cause?: unknown
    }
    if (typeof code === 'string' && (CONNECTION_CODES.has(code) || code.startsWith('08')))
      return true
    if (
      typeof message === 'string' &&
      /PGlite is closed|database .* is not currently accepting connections/i.test(message)
    )
      return true
    current = cause
  }
  return false
}
