// Storage contract for contact messages, run on every available backend.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testBackends, type TestDatabase } from '../../db/test-backends.ts'
import { runMigrations } from '../../db/migrate.ts'
import { findRecentDuplicate, insertContact, insertContactOnce, listContacts } from './contacts.ts'

describe.each(testBackends())('contacts storage on $name', (backend) => {
  let database: TestDatabase
  beforeAll(async () => {
    database = await backend.open()
  }, 60_000)
  afterAll(async () => {
    await database?.dispose()
  })

  it('stores a message and lists it with every field', async () => {
    const { id } = await insertContact(database.db, {
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      organization: 'Analytical Engines',
      message: 'We would like a PAM assessment.',
    })
    expect(id).toMatch(/^[0-9a-f-]{36}$/)
    const { total, contacts } = await listContacts(database.db, { limit: 10, offset: 0 })
    expect(total).toBe(1)
    expect(contacts[0]).toMatchObject({
      id,
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      organization: 'Analytical Engines',
      message: 'We would like a PAM assessment.',
    })
    expect(contacts[0]?.createdAt).toBeInstanceOf(Date)
  })

  it('stores a missing or empty organization as null', async () => {
    const { id } = await insertContact(database.db, {
      name: 'Grace',
      email: 'grace@example.com',
      organization: '',
      message: 'Question about the CIAMP course.',
    })
    const { contacts } = await listContacts(database.db, { limit: 100, offset: 0 })
    expect(contacts.find((c) => c.id === id)?.organization).toBeNull()
  })

  it('lists newest first and pages with limit and offset', async () => {
    const { total } = await listContacts(database.db, { limit: 1, offset: 0 })
    for (let i = 0; i < 3; i++) {
      // PGlite's clock has millisecond resolution: keep the three timestamps distinct.
      await new Promise((resolve) => setTimeout(resolve, 5))
      await insertContact(database.db, {
        name: `Sender ${i}`,
        email: `s${i}@example.com`,
        message: `Message number ${i} for paging`,
      })
    }
    const firstPage = await listContacts(database.db, { limit: 2, offset: 0 })
    expect(firstPage.total).toBe(total + 3)
    expect(firstPage.contacts.map((c) => c.name)).toEqual(['Sender 2', 'Sender 1'])
    const secondPage = await listContacts(database.db, { limit: 2, offset: 2 })
    expect(secondPage.contacts[0]?.name).toBe('Sender 0')
  })

  it('keeps every row when migrations run again', async () => {
    const before = await listContacts(database.db, { limit: 1, offset: 0 })
    await runMigrations(database)
    const after = await listContacts(database.db, { limit: 1, offset: 0 })
    expect(after.total).toBe(before.total)
  })
})

describe.each(testBackends())('contact duplicate lookup on $name', (backend) => {
  let database: TestDatabase
  beforeAll(async () => {
    database = await backend.open()
  }, 60_000)
  afterAll(async () => {
    await database?.dispose()
  })

  it('finds the same e-mail and text stored since the given time, and nothing else', async () => {
    const message = 'Please send the IGA workshop agenda.'
    const { id } = await insertContact(database.db, {
      name: 'Lin',
      email: 'lin@example.com',
      message,
    })
    const since = new Date(Date.now() - 60_000)
    expect(
      await findRecentDuplicate(database.db, { email: 'lin@example.com', message, since }),
    ).toBe(id)
    expect(
      await findRecentDuplicate(database.db, { email: 'other@example.com', message, since }),
    ).toBeUndefined()
    expect(
      await findRecentDuplicate(database.db, {
        email: 'lin@example.com',
        message: `${message} Thanks.`,
        since,
      }),
    ).toBeUndefined()
    expect(
      await findRecentDuplicate(database.db, {
        email: 'lin@example.com',
        message,
        since: new Date(Date.now() + 60_000),
      }),
    ).toBeUndefined()
  })

  it('stores copies of one submission arriving at the same moment exactly once', async () => {
    const input = { name: 'Ana', email: 'ana@example.com', message: 'Copies arrive together.' }
    const since = new Date(Date.now() - 60_000)
    const results = await Promise.all(
      Array.from({ length: 6 }, () => insertContactOnce(database.db, input, since)),
    )
    const ids = new Set(results.map((result) => result.id))
    expect(ids.size).toBe(1)
    expect(results.filter((result) => !result.duplicate)).toHaveLength(1)
    const { contacts } = await listContacts(database.db, { limit: 100, offset: 0 })
    expect(contacts.filter((c) => c.message === input.message)).toHaveLength(1)
  })
})
