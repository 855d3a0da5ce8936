// Environment, parsed once by zod at start-up. A bad value stops the process with a message
// that names the variable, instead of failing later in some request.
import { z } from 'zod'
import { REDIS_COMMAND_TIMEOUT_MS } from './rate-limit-store.ts'
import { INSIGHTS_DEFAULTS } from './search/insights/recorder.ts'

const rate = (fallback: number) => z.coerce.number().int().min(0).default(fallback)

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  MEILI_URL: z.url().optional(),
  // Where the embedded engine runs: a worker thread of its own, or the server's main thread.
  SEARCH_THREAD: z.enum(['worker', 'main']).default('worker'),
  // How often the search counts buffered in memory are written to the database.
  SEARCH_INSIGHTS_FLUSH_SECONDS: z.coerce
    .number()
    .int()
    .min(1)
    .max(3600)
    .default(INSIGHTS_DEFAULTS.flushIntervalMs / 1000),
  // Shared rate-limit counters for several replicas; unset = per-process memory.
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\/[^/?#]/, 'must be a redis:// or rediss:// URL with a host')
    .optional(),
  RATE_LIMIT_KEY_PREFIX: z
    .string()
    .regex(/^[\w.:-]{1,64}$/, 'must be 1-64 letters, digits or . _ : -')
    .default('ipaml:rl:'),
  // A Redis command slower than this counts as a failure and the request passes unlimited.
  RATE_LIMIT_STORE_TIMEOUT_MS: z.coerce
    .number()
    .int()
    .min(50)
    .max(10_000)
    .default(REDIS_COMMAND_TIMEOUT_MS),
  MEILI_MASTER_KEY: z.string().optional(),
  ADMIN_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  TRUST_PROXY: z.string().default('false'),
  RATE_LIMIT_CONTACT: rate(5),
  RATE_LIMIT_CONTACT_GLOBAL: rate(60),
  RATE_LIMIT_SEARCH: rate(300),
  RATE_LIMIT_API: rate(600),
  // Where the site is reached: the origin a browser's state-changing request must come from,
  // the origin passkeys are bound to, and the base of e-mailed sign-in links.
  PUBLIC_ORIGIN: z
    .url()
    .regex(
      /^https?:\/\/[^/]+$/,
      'must be an origin: scheme and host, no path (https://example.org)',
    )
    .optional(),
  // The WebAuthn relying-party id: the site's host name or a parent domain of it.
  WEBAUTHN_RP_ID: z
    .string()
    .regex(/^[a-z0-9.-]+$/i, 'must be a host name')
    .optional(),
  // Mail transport for sign-in links (smtp:// or smtps://); unset = the mail outbox table.
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/[^/?#]/, 'must be an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z.string().min(3).default('IPAML community <community@ipaml.example>'),
  RATE_LIMIT_SIGN_IN: rate(10),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
})

export type Env = z.infer<typeof envSchema>

/** Parses an environment object; throws an Error listing every bad variable. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  // Empty strings mean "unset" (e.g. `DATABASE_URL= npm start`).
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== ''))
  const result = envSchema.safeParse(cleaned)
  if (result.success) return result.data
  const lines = result.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`)
  throw new Error(`Invalid environment:\n${lines.join('\n')}`)
}

/** Express's `trust proxy` accepts booleans, hop counts or address lists. */
export function trustProxyValue(raw: string): boolean | number | string {
  if (raw === 'true') return true
  if (raw === 'false') return false
  if (/^\d+$/.test(raw)) return Number(raw)
  return raw
}
