// The admin gate through createCaller: every admin procedure hides behind NOT_FOUND without a
// configured token, asks for the token (UNAUTHORIZED) before it looks at its input, accepts the
// bearer scheme in any case, and never reaches storage for a caller it turns away.
import { describe, expect, it } from 'vitest'
import type { DbHandle } from '../../db/client.ts'
import { parseEnv } from '../env.ts'
import { createLogger } from '../logger.ts'
import { createEmbeddedIndex } from '../search/embedded.ts'
import { isAdminAuthorization } from './admin.ts'
import { createContextInner } from './context.ts'
import { createCaller } from './routers/_app.ts'

const ADMIN_TOKEN = 'gate-test-admin-token-0123456789'

/** Storage that fails the test if anything touches it: the gate decides without it. */
const untouchableDb = new Proxy({} as DbHandle, {
  get(_target, property) {
    throw new Error(`the admin gate reached the database (${String(property)})`)
  },
})

function callerWith(adminToken: string | undefined, authorization?: string) {
  const env = parseEnv({ NODE_ENV: 'test', ...(adminToken ? { ADMIN_TOKEN: adminToken } : {}) })
  const deps = {
    env,
    logger: createLogger('silent'),
    db: untouchableDb,
    search: createEmbeddedIndex(),
  }
  return createCaller(createContextInner(deps, { authorization }))
}

type Caller = ReturnType<typeof createCaller>

/** Every admin procedure, each called with an input its schema rejects. */
const adminCalls: [string, (caller: Caller) => Promise<unknown>][] = [
  ['contact.list', (caller) => caller.contact.list({ limit: -5, offset: 0 })],
  ['forum.approvePost', (caller) => caller.forum.approvePost({ id: Number.NaN })],
]

describe.each(adminCalls)('admin procedure %s', (_name, call) => {
  it('does not exist (NOT_FOUND) when no admin token is configured, whatever is sent', async () => {
    for (const authorization of [undefined, `Bearer ${ADMIN_TOKEN}`]) {
      await expect(call(callerWith(undefined, authorization))).rejects.toMatchObject({
        code: 'NOT_FOUND',
      })
    }
  })

  it.each([
    ['no header', undefined],
    ['an empty header', ''],
    ['a wrong token', 'Bearer wrong-token-0123456789abcdef'],
    ['a longer token', `Bearer ${ADMIN_TOKEN}x`],
    ['a prefix of the token', `Bearer ${ADMIN_TOKEN.slice(0, 8)}`],
    ['the token without a scheme', ADMIN_TOKEN],
    ['another scheme', `Basic ${ADMIN_TOKEN}`],
  ])('answers UNAUTHORIZED for %s before validating the input', async (_label, authorization) => {
    await expect(call(callerWith(ADMIN_TOKEN, authorization))).rejects.toMatchObject({
      code: 'UNAUTHORIZED',
    })
  })

  it.each(['Bearer', 'bearer', 'BEARER'])(
    'lets "%s <token>" through to input validation',
    async (scheme) => {
      await expect(call(callerWith(ADMIN_TOKEN, `${scheme} ${ADMIN_TOKEN}`))).rejects.toMatchObject(
        { code: 'BAD_REQUEST' },
      )
    },
  )
})

describe('isAdminAuthorization', () => {
  it('compares tokens of any length without throwing', () => {
    expect(isAdminAuthorization(`Bearer ${ADMIN_TOKEN}`, ADMIN_TOKEN)).toBe(true)
    expect(isAdminAuthorization(`bearer   ${ADMIN_TOKEN}  `, ADMIN_TOKEN)).toBe(true)
    expect(isAdminAuthorization('Bearer x', ADMIN_TOKEN)).toBe(false)
    expect(isAdminAuthorization(`Bearer ${ADMIN_TOKEN.repeat(50)}`, ADMIN_TOKEN)).toBe(false)
    expect(isAdminAuthorization(`Bearer ${ADMIN_TOKEN} extra`, ADMIN_TOKEN)).toBe(false)
    expect(isAdminAuthorization(undefined, ADMIN_TOKEN)).toBe(false)
  })
})
