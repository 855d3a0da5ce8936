// Fault test on real PostgreSQL: a dedicated database is taken away while the
// app runs (connections refused, live sessions terminated) and brought back. Reads that need no
// database keep answering, writes answer 503 with Retry-After, /readyz answers 503, and once
// the database is back, writes succeed again without a restart. Needs TEST_DATABASE_URL.
import request from 'supertest'
import { beforeAll, describe, expect, it } from 'vitest'
import { contacts } from '../db/schema/index.ts'
import { createApp } from './app.ts'
import { setUpRemovableDatabase } from './testing/removable-database.ts'
import { parseEnv } from './env.ts'
import { createLogger } from './logger.ts'
import { createEmbeddedIndex } from './search/embedded.ts'
import { contentDocuments } from './indexing/content-documents.ts'

const adminUrl = process.env.TEST_DATABASE_URL
const message = (n: number) => ({
  name: 'Fault Tester',
  email: 'fault@example.com',
  organization: 'Resilience Ltd',
  message: `Message ${n}: does the site keep my words when the database blinks?`,
})

describe.skipIf(!adminUrl)('PostgreSQL outage and recovery', () => {
  const database = setUpRemovableDatabase(adminUrl!, 'ipaml_fault')
  const { setConnections } = database
  let app: ReturnType<typeof createApp>

  beforeAll(async () => {
    const search = createEmbeddedIndex()
    await search.replaceAll(contentDocuments())
    const env = parseEnv({
      NODE_ENV: 'test',
      RATE_LIMIT_CONTACT: '0',
      RATE_LIMIT_CONTACT_GLOBAL: '0',
    })
    app = createApp({ env, logger: createLogger('silent'), db: database.db(), search })
  }, 60_000)

  it('keeps reading, refuses writes with 503 and recovers without a restart', async () => {
    const before = await request(app).post('/api/contact').send(message(1))
    expect(before.status).toBe(201)

    await setConnections(false)
    try {
      expect((await request(app).get('/healthz')).status).toBe(200)
      const search = await request(app).get('/api/search').query({ q: 'privileged access' })
      expect(search.status).toBe(200)
      expect(search.body.results.length).toBeGreaterThan(0)

      const ready = await request(app).get('/readyz')
      expect(ready.status).toBe(503)
      expect(ready.body.checks.database).toBe('unavailable')

      const write = await request(app).post('/api/contact').send(message(2))
      expect(write.status).toBe(503)
      expect(write.headers['retry-after']).toMatch(/^\d+$/)
      expect(write.body.error.code).toBe('SERVICE_UNAVAILABLE')
      expect(JSON.stringify(write.body)).not.toMatch(/postgres|ECONN|terminat|stack/i)
    } finally {
      await setConnections(true)
    }

    expect((await request(app).get('/readyz')).status).toBe(200)
    const after = await request(app).post('/api/contact').send(message(3))
    expect(after.status).toBe(201)
    // What was accepted is stored; what was refused with 503 is not half-stored.
    const rows = await database.db().db.select({ message: contacts.message }).from(contacts)
    expect(rows.map((row) => row.message.slice(0, 9)).sort()).toEqual(['Message 1', 'Message 3'])
  }, 60_000)
})
