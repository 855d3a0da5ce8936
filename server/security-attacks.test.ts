// Attacks on member accounts and the forum, each answered with a clear 4xx JSON error and no
// stored change: CSRF against every mutation the typed API has, stored XSS through Markdown,
// titles and display names in the pages the server renders. (Session fixation, enumeration,
// passkey replay and link guessing: account.test.ts; IDOR: topics.test.ts; moderator-only
// actions: moderation.test.ts. docs/security.md lists them all.)
import { eq } from 'drizzle-orm'
import request from 'supertest'
import { describe, expect, it } from 'vitest'
import { members } from '../db/schema/accounts.ts'
import { forumPosts } from '../db/schema/forum.ts'
import { appRouter } from './trpc/routers/_app.ts'
import { setUpMemberSite } from './testing/member-site.ts'

const site = setUpMemberSite({ servePages: true })
const member = (email: string, displayName: string) =>
  site.member(email, { displayName, trusted: true })

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
      posts: (await site.db.db.select({ id: forumPosts.id }).from(forumPosts)).length,
      member: await site.db.db
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
    const page = await request(site.app).get(`/forum/post/${id}`)
    expect(page.status).toBe(200)
    const root = page.text.slice(page.text.indexOf('<div id="root"'))
    expect(root).not.toMatch(/<script>alert|<img src=x|<iframe|<svg onload|href="javascript:/i)
    expect(root).toContain('&lt;script&gt;alert(&quot;title&quot;)&lt;/script&gt;')
    expect(root).toContain('<strong>bold</strong>')
  })
})
