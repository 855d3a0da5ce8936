// Hostile and random input against every endpoint: never a 5xx, always JSON for /api errors,
// and stored rows unchanged by rejected requests.
import fc from 'fast-check'
import request from 'supertest'
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createEmbeddedIndex } from './search/embedded.ts'
import { contentDocuments } from './indexing/content-documents.ts'
import { listContacts } from './stores/contacts.ts'
import { forumPosts } from '../db/schema/index.ts'
import { seedForum } from '../seed/forum.ts'
import { openTestDatabase, testApp, type TestDatabase } from './testing/app.ts'
import type express from 'express'

export const hostileStrings = [
  "' OR '1'='1",
  "'; DROP TABLE contacts; --",
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  '../../../../etc/passwd',
  '..%2F..%2F..%2Fetc%2Fpasswd',
  '\u0000',
  'a\u0000b',
  '%00',
  '%C0%AE%C0%AE/',
  '%FF%FE',
  '\uD800',
  '${jndi:ldap://x}',
  '{{7*7}}',
  '__proto__',
  'constructor',
  '🔑'.repeat(300),
  'x'.repeat(100_000),
  ' ',
  '\t\n\r',
]

let db: TestDatabase
let app: express.Express

beforeAll(async () => {
  db = await openTestDatabase()
  const search = createEmbeddedIndex()
  await search.replaceAll(contentDocuments())
  const clientDir = mkdtempSync(path.join(tmpdir(), 'ipaml-bad-input-'))
  mkdirSync(path.join(clientDir, 'assets'))
  writeFileSync(path.join(clientDir, 'index.html'), '<!doctype html><div id="root"></div>')
  const env = {
    NODE_ENV: 'production',
    ADMIN_TOKEN: 'bad-input-admin-token-0123456789',
    RATE_LIMIT_CONTACT: '0',
    RATE_LIMIT_CONTACT_GLOBAL: '0',
    RATE_LIMIT_SEARCH: '0',
    RATE_LIMIT_API: '0',
  }
  app = testApp(db, { env, search, clientDir })
}, 60_000)

afterAll(async () => {
  await db?.dispose()
})

function expectClientOrSuccess(res: request.Response, label: string) {
  expect(res.status, `${label} → ${res.status} ${res.text.slice(0, 200)}`).toBeLessThan(500)
}

function expectJsonError(res: request.Response) {
  // Node's HTTP parser rejects request lines and headers over 16 KB before Express runs.
  if (res.status === 431) return
  expect(res.headers['content-type']).toMatch(/application\/json/)
  expect(typeof res.body.error?.code).toBe('string')
  expect(typeof res.body.error?.message).toBe('string')
  expect(res.text).not.toMatch(/at .*\.ts:\d+|node_modules|SELECT |INSERT /)
}

describe('GET /api/search with hostile input', () => {
  it.each(hostileStrings.map((s) => [s.slice(0, 40), s]))('q=%s', async (_label, q) => {
    const res = await request(app).get('/api/search').query({ q })
    expectClientOrSuccess(res, `q=${q.slice(0, 40)}`)
    if (res.status >= 400) expectJsonError(res)
    else expect(Array.isArray(res.body.results)).toBe(true)
  })

  it('never fails on random strings, arrays or raw percent-escapes', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(fc.string({ maxLength: 300 }), fc.string({ unit: 'grapheme', maxLength: 50 })),
        async (q) => {
          const res = await request(app).get('/api/search').query({ q })
          expectClientOrSuccess(res, `q=${JSON.stringify(q)}`)
          if (res.status >= 400) expectJsonError(res)
        },
      ),
      { numRuns: 150 },
    )
    for (const raw of ['q=%', 'q=%ZZ', 'q[]=a&q[]=b', 'q[a]=1', 'q=a&q=b', 'q=%00', 'q=%FF']) {
      const res = await request(app).get(`/api/search?${raw}`)
      expectClientOrSuccess(res, raw)
      if (res.status >= 400) expectJsonError(res)
    }
  })
})

describe('paths and bodies', () => {
  it.each([
    '/api/../../etc/passwd',
    '/api/%2e%2e/%2e%2e/etc/passwd',
    '/..%2F..%2Fetc%2Fpasswd',
    '/assets/..%2F..%2Fpackage.json',
    '/assets/%00',
    '/%C0%AE%C0%AE/',
    '/api/%FF',
    '/policy/%E0%A4%A',
    `/${'a'.repeat(5000)}`,
  ])('GET %s is not a server error and leaks nothing', async (url) => {
    const res = await request(app).get(url)
    expectClientOrSuccess(res, url)
    expect(res.text).not.toContain('"name": "ipaml-site"')
    expect(res.text).not.toContain('root:x:0:0')
  })

  it.each([
    'application/json',
    'text/plain',
    'application/x-www-form-urlencoded',
    'application/xml',
  ])('POST garbage as %s to /api answers a JSON 4xx', async (type) => {
    for (const body of [
      '{',
      'null',
      '[]',
      '"x"',
      '{"__proto__":{"polluted":1}}',
      'x'.repeat(20_000),
    ]) {
      const res = await request(app).post('/api/search').set('content-type', type).send(body)
      expect(res.status).toBeGreaterThanOrEqual(400)
      expect(res.status).toBeLessThan(500)
      expectJsonError(res)
    }
    expect(({} as Record<string, unknown>).polluted).toBeUndefined()
  })

  it('POST garbage to /trpc answers a JSON 4xx', async () => {
    for (const body of ['{', '{"0":{"json":null}}', 'x'.repeat(20_000)]) {
      const res = await request(app)
        .post('/trpc/search.query')
        .set('content-type', 'application/json')
        .send(body)
      expect(res.status).toBeGreaterThanOrEqual(400)
      expect(res.status).toBeLessThan(500)
    }
    const res = await request(app).get('/trpc/search.query?input=%7Bnot-json')
    expect(res.status).toBeGreaterThanOrEqual(400)
    expect(res.status).toBeLessThan(500)
  })

  it('leaves stored rows unchanged after all of the above', async () => {
    const { total } = await listContacts(db.db, { limit: 1, offset: 0 })
    expect(total).toBe(0)
  })
})

describe('POST /api/contact with hostile and random input', () => {
  const field = fc.oneof(
    fc.constantFrom(...hostileStrings),
    fc.string({ maxLength: 300 }),
    fc.constantFrom('Ada Lovelace', 'ada@example.com', 'A message long enough to pass.'),
    fc.integer(),
    fc.constant(null),
    fc.array(fc.string(), { maxLength: 3 }),
    fc.dictionary(fc.string({ maxLength: 5 }), fc.string({ maxLength: 5 }), { maxKeys: 2 }),
  )
  const body = fc.record(
    { name: field, email: field, organization: field, message: field, website: field },
    { requiredKeys: [] },
  )

  it('answers 201 or a JSON 4xx, and stores exactly what it accepted', async () => {
    const before = (await listContacts(db.db, { limit: 1, offset: 0 })).total
    const accepted = new Set<string>()
    await fc.assert(
      fc.asyncProperty(body, async (payload) => {
        const res = await request(app).post('/api/contact').send(payload)
        expectClientOrSuccess(res, JSON.stringify(payload).slice(0, 120))
        if (res.status === 201) {
          // A filled honeypot is answered like a success but deliberately not stored.
          if (!payload.website) accepted.add(res.body.id)
        } else {
          expectJsonError(res)
        }
      }),
      { numRuns: 150 },
    )
    // Every valid, hostile-looking message is stored verbatim (as data, never as SQL).
    for (const [index, text] of hostileStrings.entries()) {
      const res = await request(app)
        .post('/api/contact')
        .send({
          name: `Hostile ${index}`,
          email: 'hostile@example.com',
          organization: text.slice(0, 200),
          message: `Hostile string ${index}: ${text}`.slice(0, 5000),
        })
      expectClientOrSuccess(res, `hostile ${index}`)
      if (res.status === 201) accepted.add(res.body.id)
      else expectJsonError(res)
    }
    const after = (await listContacts(db.db, { limit: 1, offset: 0 })).total
    expect(after - before).toBe(accepted.size)
  })

  it('tRPC contact.submit refuses garbage with a 4xx and stores nothing', async () => {
    const before = (await listContacts(db.db, { limit: 1, offset: 0 })).total
    for (const raw of ['{', '"text"', '{"name":1}', JSON.stringify({ email: hostileStrings })]) {
      const res = await request(app)
        .post('/trpc/contact.submit')
        .set('content-type', 'application/json')
        .send(raw)
      expect(res.status).toBeGreaterThanOrEqual(400)
      expect(res.status).toBeLessThan(500)
    }
    expect((await listContacts(db.db, { limit: 1, offset: 0 })).total).toBe(before)
  })

  it('GET /api/contacts never fails on hostile credentials or paging', async () => {
    const auths = [undefined, 'Bearer', 'Bearer x', `Bearer ${'a'.repeat(5000)}`, 'Basic Og==']
    const values = ['-1', '0', '1e309', 'NaN', '999999999999', "1'; --", '%00', '']
    for (const authorization of auths) {
      for (const limit of values) {
        const req = request(app).get('/api/contacts').query({ limit, offset: limit, format: limit })
        const res = await (authorization ? req.set('authorization', authorization) : req)
        expectClientOrSuccess(res, `${authorization} ${limit}`)
        expect(res.status).toBe(401)
        expectJsonError(res)
      }
    }
    const admin = 'Bearer bad-input-admin-token-0123456789'
    for (const limit of values) {
      const res = await request(app)
        .get('/api/contacts')
        .set('authorization', admin)
        .query({ limit, offset: limit })
      expectClientOrSuccess(res, `admin ${limit}`)
      if (res.status !== 200) expectJsonError(res)
    }
  })
})

/** Percent-encodes, sending a lone surrogate as the invalid UTF-8 bytes it would become. */
function safeEncode(value: string): string {
  try {
    return encodeURIComponent(value)
  } catch {
    return '%ED%A0%80'
  }
}

describe('forum endpoints with hostile and random input', () => {
  const countPosts = async () => (await db.db.select({ id: forumPosts.id }).from(forumPosts)).length

  it('GET reads never fail on hostile ids, slugs, tags, pages and queries', async () => {
    await seedForum(db.db)
    const before = await countPosts()
    const values = [
      ...hostileStrings.filter((v) => v.length < 2000),
      '-1',
      '0',
      '1e309',
      '99999999999',
    ]
    for (const value of values) {
      const e = safeEncode(value)
      for (const url of [
        `/api/forum/posts/${e}`,
        `/api/forum/categories/${e}?page=${e}`,
        `/api/forum/tags/${e}?page=${e}`,
        `/api/forum/posts/search?q=${e}`,
        `/api/placeholder/${e}/${e}`,
      ]) {
        const res = await request(app).get(url)
        expectClientOrSuccess(res, url.slice(0, 120))
        if (res.status >= 400) expectJsonError(res)
      }
    }
    expect(await countPosts()).toBe(before)
  })

  it('POST /api/forum/posts answers 201 or a JSON 4xx and stores exactly what it accepted', async () => {
    const before = await countPosts()
    const text = fc.oneof(
      fc.constantFrom(...hostileStrings),
      fc.string({ maxLength: 300 }),
      fc.constantFrom('Ada Lovelace', 'ada@example.com', 'How do you run access reviews?'),
      fc.integer(),
      fc.constant(null),
    )
    const body = fc.record(
      {
        name: text,
        email: text,
        category: fc.oneof(text, fc.constantFrom('general-discussion', 'pam')),
        title: text,
        body: text,
        tags: text,
        website: text,
        startedAt: fc.oneof(fc.integer(), fc.constant(Date.now() - 60_000), text),
      },
      { requiredKeys: [] },
    )
    let accepted = 0
    await fc.assert(
      fc.asyncProperty(body, async (payload) => {
        const res = await request(app).post('/api/forum/posts').send(payload)
        expectClientOrSuccess(res, JSON.stringify(payload).slice(0, 120))
        if (res.status === 201) {
          if (!payload.website) accepted += 1
        } else expectJsonError(res)
      }),
      { numRuns: 150 },
    )
    for (const [index, value] of hostileStrings.entries()) {
      const res = await request(app)
        .post('/api/forum/posts')
        .send({
          name: 'Hostile Poster',
          email: 'hostile@example.com',
          category: 'general-discussion',
          title: `Hostile title ${index} ${value}`.slice(0, 150),
          body: `A post carrying hostile string ${index}: ${value}`.slice(0, 5000),
          tags: 'security',
          startedAt: Date.now() - 60_000,
        })
      expectClientOrSuccess(res, `hostile post ${index}`)
      if (res.status === 201) accepted += 1
      else expectJsonError(res)
    }
    expect(await countPosts()).toBe(before + accepted)
  })
})
