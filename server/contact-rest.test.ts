// The contact HTTP surface, driven with supertest: POST /api/contact (201, 400, 413, 415, 429,
// 503) and the admin listing GET /api/contacts (401, 404, paging, CSV).
import fc from 'fast-check'
import request from 'supertest'
import { describe, expect, it } from 'vitest'
import type { DbHandle } from '../db/client.ts'
import { listContacts } from './stores/contacts.ts'
import { openTestDatabase, setUpTestDatabase, testApp } from './testing/app.ts'

const ADMIN_TOKEN = 'rest-test-admin-token-0123456789'
const noLimits = {
  RATE_LIMIT_CONTACT: '0',
  RATE_LIMIT_CONTACT_GLOBAL: '0',
  RATE_LIMIT_API: '0',
  RATE_LIMIT_SEARCH: '0',
}

const testDatabase = setUpTestDatabase()

function app(vars: Record<string, string> = {}, database: DbHandle = testDatabase()) {
  return testApp(database, { env: { ADMIN_TOKEN, ...noLimits, ...vars } })
}

let counter = 0
function body(overrides: Record<string, unknown> = {}) {
  counter++
  return {
    name: 'Ada Lovelace',
    email: 'ada@example.com',
    organization: 'Analytical Engines',
    message: `Please contact me about a PAM assessment (#${counter}).`,
    ...overrides,
  }
}

const total = async () => (await listContacts(testDatabase().db, { limit: 1, offset: 0 })).total

describe('POST /api/contact', () => {
  it('answers 201 with the id once the row is stored', async () => {
    const sent = body()
    const res = await request(app()).post('/api/contact').send(sent)
    expect(res.status).toBe(201)
    expect(res.body).toEqual({ id: expect.stringMatching(/^[0-9a-f-]{36}$/) })
    const { contacts } = await listContacts(testDatabase().db, { limit: 5, offset: 0 })
    expect(contacts.find((c) => c.id === res.body.id)).toMatchObject(sent)
  })

  it('accepts a message without organization', async () => {
    const { organization: _omit, ...rest } = body()
    const res = await request(app()).post('/api/contact').send(rest)
    expect(res.status).toBe(201)
  })

  it('answers 400 with the field errors and stores nothing', async () => {
    const before = await total()
    const res = await request(app())
      .post('/api/contact')
      .send({ name: 'A', email: 'not-an-address', message: 'short' })
    expect(res.status).toBe(400)
    expect(res.body.error.code).toBe('BAD_REQUEST')
    expect(res.body.error.fieldErrors).toEqual({
      name: ['Name must be at least 2 characters'],
      email: ['Please enter a valid email address'],
      message: ['Message must be at least 10 characters'],
    })
    expect(await total()).toBe(before)
  })

  it.each([['[]'], ['"text"'], ['null'], ['{"name":["a","b"]}']])(
    'answers 400 (never 5xx) for the JSON body %s',
    async (raw) => {
      const res = await request(app())
        .post('/api/contact')
        .set('content-type', 'application/json')
        .send(raw)
      expect(res.status).toBe(400)
      expect(typeof res.body.error.message).toBe('string')
    },
  )

  it('answers 400 for malformed JSON', async () => {
    const res = await request(app())
      .post('/api/contact')
      .set('content-type', 'application/json')
      .send('{"name":')
    expect(res.status).toBe(400)
  })

  it('answers 400 for a message over the upper bound that still fits the body limit', async () => {
    const res = await request(app())
      .post('/api/contact')
      .send(body({ message: 'm'.repeat(6000) }))
    expect(res.status).toBe(400)
    expect(res.body.error.fieldErrors.message).toEqual(['Message must be at most 5000 characters'])
  })

  it('answers 413 for an oversized body', async () => {
    const res = await request(app())
      .post('/api/contact')
      .send(body({ message: 'm'.repeat(20_000) }))
    expect(res.status).toBe(413)
    expect(res.body.error.code).toBe('PAYLOAD_TOO_LARGE')
  })

  it('answers 415 for a body that is not JSON', async () => {
    const form = await request(app())
      .post('/api/contact')
      .type('form')
      .send('name=Ada&email=ada@example.com&message=hello+there+world')
    expect(form.status).toBe(415)
    expect(form.body.error.code).toBe('UNSUPPORTED_MEDIA_TYPE')
    const text = await request(app())
      .post('/api/contact')
      .set('content-type', 'text/plain')
      .send('hello')
    expect(text.status).toBe(415)
    const none = await request(app()).post('/api/contact')
    expect(none.status).toBe(415)
  })

  it('answers a filled honeypot with a normal 201 but stores nothing', async () => {
    const before = await total()
    const res = await request(app())
      .post('/api/contact')
      .send(body({ website: 'https://spam.example' }))
    expect(res.status).toBe(201)
    expect(res.body.id).toMatch(/^[0-9a-f-]{36}$/)
    expect(await total()).toBe(before)
  })

  it('limits submissions per IP with 429 and Retry-After', async () => {
    const limited = app({ RATE_LIMIT_CONTACT: '2' })
    expect((await request(limited).post('/api/contact').send(body())).status).toBe(201)
    expect((await request(limited).post('/api/contact').send(body())).status).toBe(201)
    const res = await request(limited).post('/api/contact').send(body())
    expect(res.status).toBe(429)
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0)
    expect(res.body.error.code).toBe('TOO_MANY_REQUESTS')
  })

  it('keys the per-IP limit on the forwarded address only when TRUST_PROXY says so', async () => {
    const behindProxy = app({ RATE_LIMIT_CONTACT: '1', TRUST_PROXY: '1' })
    const from = (ip: string) =>
      request(behindProxy).post('/api/contact').set('x-forwarded-for', ip).send(body())
    expect((await from('203.0.113.1')).status).toBe(201)
    expect((await from('203.0.113.2')).status).toBe(201)
    expect((await from('203.0.113.1')).status).toBe(429)

    const direct = app({ RATE_LIMIT_CONTACT: '1' })
    const spoof = (ip: string) =>
      request(direct).post('/api/contact').set('x-forwarded-for', ip).send(body())
    expect((await spoof('198.51.100.1')).status).toBe(201)
    expect((await spoof('198.51.100.2')).status).toBe(429)
  })

  it('caps submissions from all addresses together', async () => {
    const capped = app({ RATE_LIMIT_CONTACT_GLOBAL: '2', TRUST_PROXY: '1' })
    const from = (ip: string) =>
      request(capped).post('/api/contact').set('x-forwarded-for', ip).send(body())
    expect((await from('192.0.2.1')).status).toBe(201)
    expect((await from('192.0.2.2')).status).toBe(201)
    const res = await from('192.0.2.3')
    expect(res.status).toBe(429)
    expect(res.headers['retry-after']).toBeDefined()
  })

  it('applies the same limit to the tRPC door', async () => {
    const limited = app({ RATE_LIMIT_CONTACT: '1' })
    const trpc = () => request(limited).post('/trpc/contact.submit').send({ json: body() })
    expect((await trpc()).status).toBe(200)
    expect((await trpc()).status).toBe(429)
  })

  it('answers 503 with Retry-After when the database is unavailable', async () => {
    const down = await openTestDatabase()
    await down.dispose()
    const res = await request(app({}, down)).post('/api/contact').send(body())
    expect(res.status).toBe(503)
    expect(res.headers['retry-after']).toBe('5')
    expect(res.body.error.code).toBe('SERVICE_UNAVAILABLE')
    const trpc = await request(app({}, down)).post('/trpc/contact.submit').send({ json: body() })
    expect(trpc.status).toBe(503)
    expect(trpc.headers['retry-after']).toBe('5')
  })
})

describe('POST /api/contact with hostile input', () => {
  it('stores hostile but valid text verbatim', async () => {
    const text = "'; DROP TABLE contacts; -- <script>alert(1)</script> ${jndi:ldap://x} 🔑"
    const res = await request(app())
      .post('/api/contact')
      .send(body({ message: text }))
    expect(res.status).toBe(201)
    const { contacts } = await listContacts(testDatabase().db, { limit: 5, offset: 0 })
    expect(contacts.find((c) => c.id === res.body.id)?.message).toBe(text)
  })

  it.each(['name', 'organization', 'message'])(
    'answers 400 for a NUL character in %s',
    async (field) => {
      const res = await request(app())
        .post('/api/contact')
        .send(body({ [field]: 'ab\u0000cdefghijkl' }))
      expect(res.status).toBe(400)
      expect(res.body.error.fieldErrors[field]).toHaveLength(1)
    },
  )

  it('never answers 5xx for random bodies, and stores only what it accepts', async () => {
    const server = app()
    let accepted = 0
    const before = await total()
    await fc.assert(
      fc.asyncProperty(
        fc.record(
          {
            name: fc.oneof(
              fc.string({ unit: 'binary', maxLength: 120 }),
              fc.integer(),
              fc.constant(null),
            ),
            email: fc.oneof(fc.emailAddress(), fc.string({ maxLength: 40 })),
            organization: fc.oneof(fc.string({ maxLength: 220 }), fc.boolean()),
            message: fc.oneof(fc.string({ unit: 'binary', maxLength: 300 }), fc.array(fc.string())),
          },
          { requiredKeys: [] },
        ),
        async (input) => {
          const res = await request(server).post('/api/contact').send(input)
          expect(res.status, res.text).toBeLessThan(500)
          if (res.status === 201) accepted++
          else expect(res.body.error.code).toBe('BAD_REQUEST')
        },
      ),
      { numRuns: 150 },
    )
    // Duplicates collapse to one row, so stored rows never exceed accepted answers.
    const stored = (await total()) - before
    expect(stored).toBeLessThanOrEqual(accepted)
  })
})

describe('GET /api/contacts', () => {
  const bearer = `Bearer ${ADMIN_TOKEN}`

  it('answers 404 when no admin token is configured', async () => {
    const noAdmin = testApp(testDatabase(), { env: noLimits })
    const res = await request(noAdmin).get('/api/contacts').set('authorization', bearer)
    expect(res.status).toBe(404)
  })

  it.each([[undefined], ['Bearer wrong'], [ADMIN_TOKEN], [`Basic ${ADMIN_TOKEN}`]])(
    'answers 401 for the authorization %s',
    async (authorization) => {
      const req = request(app()).get('/api/contacts')
      const res = authorization ? await req.set('authorization', authorization) : await req
      expect(res.status).toBe(401)
      expect(res.body.error.code).toBe('UNAUTHORIZED')
      expect(res.text).not.toContain('ada@example.com')
    },
  )

  it('lists newest first with total, limit and offset', async () => {
    const newest = await request(app())
      .post('/api/contact')
      .send(body({ name: 'Newest Sender' }))
    const res = await request(app()).get('/api/contacts?limit=2').set('authorization', bearer)
    expect(res.status).toBe(200)
    expect(res.body.total).toBe(await total())
    expect(res.body.contacts).toHaveLength(2)
    expect(res.body.contacts[0]).toMatchObject({ id: newest.body.id, name: 'Newest Sender' })
    expect(typeof res.body.contacts[0].createdAt).toBe('string')
    const next = await request(app())
      .get('/api/contacts?limit=2&offset=1')
      .set('authorization', bearer)
    expect(next.body.contacts[0].id).toBe(res.body.contacts[1].id)
  })

  it.each(['limit=101', 'limit=0', 'limit=abc', 'offset=-1', 'limit=1&limit=2'])(
    'answers 400 for %s',
    async (query) => {
      const res = await request(app()).get(`/api/contacts?${query}`).set('authorization', bearer)
      expect(res.status).toBe(400)
    },
  )

  it('downloads CSV with formula-looking cells neutralised', async () => {
    await request(app())
      .post('/api/contact')
      .send(body({ name: '=HYPERLINK("http://evil.example")', organization: '+SUM(1)' }))
    const res = await request(app())
      .get('/api/contacts?format=csv&limit=1')
      .set('authorization', bearer)
    expect(res.status).toBe(200)
    expect(res.headers['content-type']).toMatch(/^text\/csv/)
    expect(res.headers['content-disposition']).toContain('attachment')
    const [header, row] = res.text.split('\r\n')
    expect(header).toBe('"id","created_at","name","email","organization","message"')
    expect(row).toContain(`"'=HYPERLINK(""http://evil.example"")"`)
    expect(row).toContain(`"'+SUM(1)"`)
  })

  it('answers 401 for CSV without the token', async () => {
    const res = await request(app()).get('/api/contacts?format=csv')
    expect(res.status).toBe(401)
  })
})
