import { describe, expect, it } from 'vitest'
import { createDb } from './client.ts'
import { isDatabaseUnavailable } from './errors.ts'
import { openTestDatabase } from './test-backends.ts'

describe('isDatabaseUnavailable', () => {
  it('recognises connection failures by code, also when wrapped', () => {
    expect(isDatabaseUnavailable(Object.assign(new Error('x'), { code: 'ECONNREFUSED' }))).toBe(
      true,
    )
    expect(isDatabaseUnavailable(Object.assign(new Error('x'), { code: '57P01' }))).toBe(true)
    expect(isDatabaseUnavailable(Object.assign(new Error('x'), { code: '08006' }))).toBe(true)
    expect(
      isDatabaseUnavailable(new Error('wrapped', { cause: { code: 'CONNECTION_CLOSED' } })),
    ).toBe(true)
  })
  it('does not treat query errors as outages', () => {
    expect(isDatabaseUnavailable(Object.assign(new Error('dup'), { code: '23505' }))).toBe(false)
    expect(isDatabaseUnavailable(new Error('syntax error'))).toBe(false)
    expect(isDatabaseUnavailable(undefined)).toBe(false)
  })
  it('recognises a closed PGlite and an unreachable PostgreSQL', async () => {
    const pglite = await openTestDatabase()
    await pglite.close()
    const closed = await pglite.ping().catch((err: unknown) => err)
    expect(isDatabaseUnavailable(closed)).toBe(true)

    const unreachable = await createDb({ databaseUrl: 'postgres://postgres@127.0.0.1:1/none' })
    const refused = await unreachable.ping().catch((err: unknown) => err)
    expect(isDatabaseUnavailable(refused)).toBe(true)
    await unreachable.close()
  })
})
