// Data-backed pages while PostgreSQL is away (in the style of server/fault.test.ts): a
// dedicated database is taken away with the app running and given back. Forum pages answer
// 503 with Retry-After and a friendly page, prerendered pages keep answering 200, and the
// forum renders again once the database is back, without a restart. Needs TEST_DATABASE_URL.
import request from 'supertest'
import { beforeAll, describe, expect, it } from 'vitest'
import { seedForum } from '../../seed/forum.ts'
import { createApp } from '../app.ts'
import { setUpRemovableDatabase } from '../testing/removable-database.ts'
import { parseEnv } from '../env.ts'
import { createLogger } from '../logger.ts'
import { createEmbeddedIndex } from '../search/embedded.ts'
import { BUILD_TIMEOUT_MS, ensureBuiltClient } from '../testing/built-client.ts'

const adminUrl = process.env.TEST_DATABASE_URL

if (!adminUrl) console.warn('skipped: page outage test needs TEST_DATABASE_URL (PostgreSQL)')

describe.skipIf(!adminUrl)('forum pages during a PostgreSQL outage', () => {
  const database = setUpRemovableDatabase(adminUrl!, 'ipaml_pages_fault', (db) => seedForum(db.db))
  const { setConnections } = database
  let app: ReturnType<typeof createApp>

  beforeAll(async () => {
    const clientDir = await ensureBuiltClient()
    const env = parseEnv({ NODE_ENV: 'test' })
    app = createApp(
      { env, logger: createLogger('silent'), db: database.db(), search: createEmbeddedIndex() },
      { clientDir },
    )
  }, BUILD_TIMEOUT_MS)

  it('answers 503 with a friendly page and Retry-After, then recovers', async () => {
    expect((await request(app).get('/forum')).status).toBe(200)

    await setConnections(false)
    try {
      for (const path of ['/forum', '/forum/post/1', '/forum/category/best-practices']) {
        const page = await request(app).get(path)
        expect(page.status, path).toBe(503)
        expect(page.headers['retry-after']).toMatch(/^\d+$/)
        expect(page.headers['content-type']).toMatch(/text\/html/)
        expect(page.text).toContain('Temporarily unavailable')
        expect(page.text).toContain('data-status-page="unavailable"')
        expect(page.text).not.toMatch(/postgres|ECONN|terminat|\n\s+at /i)
      }
      const policy = await request(app).get('/policy/joiners')
      expect(policy.status).toBe(200)
      const sitemap = await request(app).get('/sitemap.xml')
      expect(sitemap.status).toBe(200)
      expect(sitemap.text).toContain('/policy/joiners')
    } finally {
      await setConnections(true)
    }

    expect((await request(app).get('/readyz')).status).toBe(200)
    // Connections the pool held through the outage fail once each before they are replaced
    // (answered 503 with Retry-After); the forum is back within a few requests.
    let forum = await request(app).get('/forum')
    for (let attempt = 1; forum.status === 503 && attempt < 10; attempt++) {
      await new Promise((resolve) => setTimeout(resolve, 200))
      forum = await request(app).get('/forum')
    }
    expect(forum.status).toBe(200)
    expect(forum.text).toContain('IAM Professional Community')
  }, 60_000)
})
