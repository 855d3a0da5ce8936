// contact.submit and contact.list through createCaller, on every storage backend.
import { TRPCError } from '@trpc/server'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { testBackends, type TestDatabase } from '../../../db/test-backends.ts'
import { parseEnv } from '../../env.ts'
import { createLogger } from '../../logger.ts'
import { createEmbeddedIndex } from '../../search/embedded.ts'
import { listContacts } from '../../stores/contacts.ts'
import { createContextInner, type AppDeps } from '../context.ts'
import { createCaller } from './_app.ts'

const ADMIN_TOKEN = 'router-test-admin-token-0123456789'

const message = {
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  organization: 'Analytical Engines',
  message: 'We would like a PAM maturity assessment.',
}

describe.each(testBackends())('contact router on $name', (backend) => {
  let database: TestDatabase
  let deps: AppDeps
  const logged: unknown[] = []

  beforeAll(async () => {
    database = await backend.open()
    const logger = createLogger('silent')
    for (const level of ['info', 'warn', 'error'] as const) {
      vi.spyOn(logger, level).mockImplementation((...args: unknown[]) => {
        logged.push(args)
      })
    }
    deps = {
      env: parseEnv({ NODE_ENV: 'test', ADMIN_TOKEN }),
      logger,
      db: database,
      search: createEmbeddedIndex(),
    }
  }, 60_000)
  afterAll(async () => {
    await database?.dispose()
  })

  const publicCaller = () => createCaller(createContextInner(deps))
  const adminCaller = (authorization = `Bearer ${ADMIN_TOKEN}`) =>
    createCaller(createContextInner(deps, { authorization }))

  it('stores a valid message, trimmed, and answers its id', async () => {
    const { id } = await publicCaller().contact.submit({ ...message, name: '  Ada Lovelace  ' })
    const { contacts } = await listContacts(database.db, { limit: 100, offset: 0 })
    expect(contacts.find((c) => c.id === id)).toMatchObject(message)
  })

  it('rejects invalid input with BAD_REQUEST and stores nothing', async () => {
    const before = await listContacts(database.db, { limit: 1, offset: 0 })
    const error = await publicCaller()
      .contact.submit({ name: 'A', email: 'nope', message: 'short' })
      .catch((e: unknown) => e)
    expect(error).toBeInstanceOf(TRPCError)
    expect((error as TRPCError).code).toBe('BAD_REQUEST')
    const after = await listContacts(database.db, { limit: 1, offset: 0 })
    expect(after.total).toBe(before.total)
  })

  it('answers a filled honeypot like a success but stores nothing', async () => {
    const before = await listContacts(database.db, { limit: 1, offset: 0 })
    const { id } = await publicCaller().contact.submit({
      ...message,
      message: 'Cheap watches, visit now!!',
      website: 'http://spam.example',
    })
    expect(id).toMatch(/^[0-9a-f-]{36}$/)
    const after = await listContacts(database.db, { limit: 1, offset: 0 })
    expect(after.total).toBe(before.total)
  })

  it('stores a resubmitted identical message once and answers the same id', async () => {
    const repeated = { ...message, message: 'Please call me about the CIAMP course dates.' }
    const first = await publicCaller().contact.submit(repeated)
    const second = await publicCaller().contact.submit(repeated)
    expect(second.id).toBe(first.id)
    const { contacts } = await listContacts(database.db, { limit: 100, offset: 0 })
    expect(contacts.filter((c) => c.message === repeated.message)).toHaveLength(1)
  })

  it('never logs the e-mail address or the message text', () => {
    const text = JSON.stringify(logged)
    expect(text).not.toContain('ada@example.com')
    expect(text).not.toContain('PAM maturity assessment')
    expect(text).toContain('contact message stored')
  })

  it('lists newest first for the admin, with total and paging', async () => {
    const latest = await publicCaller().contact.submit({
      ...message,
      message: 'The newest message of this suite.',
    })
    const page = await adminCaller().contact.list({ limit: 2, offset: 0 })
    expect(page.total).toBeGreaterThanOrEqual(3)
    expect(page.contacts).toHaveLength(2)
    expect(page.contacts[0]?.id).toBe(latest.id)
    expect(Object.keys(page.contacts[0] ?? {}).sort()).toEqual(
      ['createdAt', 'email', 'id', 'message', 'name', 'organization'].sort(),
    )
  })

  it('refuses the listing without the right bearer token', async () => {
    for (const authorization of [undefined, '', 'Bearer wrong-token', ADMIN_TOKEN, 'Basic x']) {
      const error = await createCaller(createContextInner(deps, { authorization }))
        .contact.list({})
        .catch((e: unknown) => e)
      expect((error as TRPCError).code).toBe('UNAUTHORIZED')
    }
  })

  it('hides the listing (NOT_FOUND) when no admin token is configured', async () => {
    const noToken = { ...deps, env: parseEnv({ NODE_ENV: 'test' }) }
    const error = await createCaller(
      createContextInner(noToken, { authorization: `Bearer ${ADMIN_TOKEN}` }),
    )
      .contact.list({})
      .catch((e: unknown) => e)
    expect((error as TRPCError).code).toBe('NOT_FOUND')
  })
})
