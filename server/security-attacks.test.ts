// Attacks on member accounts and the forum, each answered with a clear 4xx JSON error and no
// stored change: CSRF against every mutation the typed API has, stored XSS through Markdown,
// titles and display names in the pages the server renders. (Session fixation, enumeration,
// passkey replay and link guessing: account.test.ts; IDOR: topics.test.ts; moderator-only
// actions: moderation.test.ts. docs/security.md lists them all.)
import { eq } from 'drizzle-orm'
import request from 'supertest'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { members } from '../db/schema/accounts.ts'
import { forumPosts } from '../db/schema/forum.ts'
import { seedForum } from '../seed/forum.ts'
import { createApp } from './app.ts'
import { browserClient, SITE_ORIGIN, type BrowserClient } from './testing/browser-client.ts'
import { ensureBuiltClient, BUILD_TIMEOUT_MS } from './testing/built-client.ts'
import { openTestDatabase, testDeps, type TestDatabase } from './testing/app.ts'
import { createContextInner, type AppDeps } from './trpc/context.ts'
import { appRouter, createCaller } from './trpc/routers/_app.ts'

const ADMIN_TOKEN = 'test-admin-token-0123456789'
let db: TestDatabase
let deps: AppDeps
let app: ReturnType<typeof createApp>

beforeAll(async () => {
  const clientDir = await ensureBuiltClient()
  db = await openTestDatabase()
  await seedForum(db.db)
  deps = testDeps(db, {
    env: {
      ADMIN_TOKEN,
      PUBLIC_ORIGIN: SITE_ORIGIN,
      RATE_LIMIT_SIGN_IN: '0',
      RATE_LIMIT_CONTACT: '0',
    },
  })
  app = createApp(deps, { clientDir })
}, BUILD_TIMEOUT_MS)
afterAll(async () => {
  await db?.dispose()
})

const admin = () =>
  createCaller(createContextInner(deps, { authorization: `Bearer ${ADMIN_TOKEN}` }))

async function member(email: string, displayName: string): Promise<BrowserClient> {
  const client = browserClient(app, '__Host-ipaml_session')
  await client.mutate('account.requestEmailLink', { email, displayName })
  const [mail] = await admin().account.mailOutbox({ to: email, limit: 1 })
  await client.mutate('account.useEmailLink', { token: /#([\w-]+)/.exec(mail?.text ?? '')?.[1] })
  await db.db.update(members).set({ trusted: true }).where(eq(members.email, email))
  return client
}

const mutations = Object.entries(appRouter._def.procedures)
  .filter(
    ([, procedure]) =>
      (procedure as unknown as { _def: { type: string } })._def.type === 'mutation',
  )
  .map(([name]) => name)

describe('CSRF', () => {
  it('refuses every mutation sent cross-site with the session cookie, changing nothing', async () => {
    const victim = await member('csrf-victim@example.com', 'Victim Member')
    const snapshot = async () => ({
      posts: (await db.db.select({ id: forumPosts.id }).from(forumPosts)).length,
      member: await db.db
        .select()
        .from(members)
        .where(eq(members.email, 'csrf-victim@example.com')),
    })
    const before = await snapshot()
    expect(mutations.length).toBeGreaterThan(20)
    for (const procedure of mutations) {
      const forged = await victim.mutate(procedure, {}, { crossSite: true })
      expect(forged.status, procedure).toBe(403)
      expect(forged.body, procedure).toEqual({
        error: { code: 'FORBIDDEN', message: 'This request must come from the site itself.' },
      })
    }
    expect(await snapshot()).toEqual(before)
    expect((await victim.query('account.me')).body).toMatchObject({ displayName: 'Victim Member' })
  })
})

describe('stored XSS', () => {
  it('renders hostile Markdown, titles and display names as text in the server-rendered page', async () => {
    const hostileName = '<img src=x onerror=alert(1)>'
    const author = await member('xss@example.com', hostileName)
    const created = await author.mutate('topics.create', {
      category: 'best-practices',
      title: '<script>alert("title")</script> in a title',
      body: 'Body with <script>alert("body")</script> and [a link](javascript:alert(1)) and <iframe src=//evil>',
      tags: '',
      website: '',
      startedAt: Date.now() - 10_000,
    })
    const { id } = created.body as { id: number }
    await author.mutate('topics.reply', {
      postId: id,
      parentId: null,
      body: '<svg onload=alert(1)> **bold**',
      website: '',
      startedAt: Date.now() - 10_000,
    })
    const page = await request(app).get(`/forum/post/${id}`)
    expect(page.status).toBe(200)
    const root = page.text.slice(page.text.indexOf('<div id="root"'))
    expect(root).not.toMatch(/<script>alert|<img src=x|<iframe|<svg onload|href="javascript:/i)
    expect(root).toContain('&lt;script&gt;alert(&quot;title&quot;)&lt;/script&gt;')
    expect(root).toContain('<strong>bold</strong>')
  })
})
