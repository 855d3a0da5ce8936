// Every kind of page carries its content in its HTML: read with JavaScript disabled, as a
// crawler or a visitor on a failed script load would; forum pages hydrate from the data in the
// HTML without asking /trpc again; data-backed pages pass axe once their data is on the page.
import type { APIRequestContext, Page } from '@playwright/test'
import { expect, expectNoSeriousA11yViolations, test, useTheme } from './fixtures.ts'

interface ForumSample {
  post: { id: number; title: string }
  category: { slug: string; name: string }
  tag: string
}

async function forumSample(request: APIRequestContext): Promise<ForumSample> {
  const recent = (await (await request.get('/api/forum/posts/recent')).json()) as {
    id: number
    title: string
    tags: string[]
    category: { slug: string; name: string }
  }[]
  const post = recent.find((p) => p.tags.length > 0)
  if (!post) throw new Error('the seeded forum has no tagged post')
  return { post, category: post.category, tag: post.tags[0]! }
}

test.describe('with JavaScript disabled', () => {
  test.use({ javaScriptEnabled: false, hydrated: false })

  const h1 = (page: Page) => page.getByRole('heading', { level: 1 })

  const staticPages: [string, string | RegExp, string][] = [
    ['/', 'World first IAM & PAM framework', 'Get In Touch'],
    ['/introduction/courses', /course/i, '€1,299'],
    ['/policy/joiners', 'Joiners', 'Implementation Steps'],
    ['/strategic/role-model', /Role Model/, 'Role'],
    ['/operations/onboarding-service', /Onboarding Service/, 'Benefits'],
    ['/training/ciamp', /CIAMP|Identity/, 'CIAMP'],
    ['/asset-management/mailboxes', /Mailbox/, 'Mailbox'],
    ['/maturity-assessment', /Maturity/, 'Overview'],
    ['/forum/guidelines', /guidelines/i, 'Forum'],
  ]
  for (const [path, heading, text] of staticPages) {
    test(`${path} shows its content`, async ({ page }) => {
      const response = await page.goto(path)
      expect(response?.status()).toBe(200)
      await expect(h1(page)).toHaveText(heading)
      await expect(page.locator('main')).toContainText(text)
    })
  }

  test('the forum pages show their data', async ({ page, request }) => {
    const sample = await forumSample(request)

    expect((await page.goto('/forum'))?.status()).toBe(200)
    await expect(h1(page)).toHaveText('IAM Professional Community')
    await expect(page.getByRole('link', { name: sample.post.title }).first()).toBeVisible()
    await expect(page.getByRole('link', { name: sample.category.name }).first()).toBeVisible()

    expect((await page.goto(`/forum/post/${sample.post.id}`))?.status()).toBe(200)
    await expect(h1(page)).toHaveText(sample.post.title)
    await expect(page.getByRole('heading', { level: 2, name: /Replies/ })).toBeVisible()

    expect((await page.goto(`/forum/category/${sample.category.slug}`))?.status()).toBe(200)
    await expect(h1(page)).toHaveText(sample.category.name)
    await expect(page.getByRole('link', { name: sample.post.title })).toBeVisible()

    expect((await page.goto(`/forum/tags/${encodeURIComponent(sample.tag)}`))?.status()).toBe(200)
    await expect(h1(page)).toHaveText(`#${sample.tag}`)

    expect((await page.goto('/forum/tags'))?.status()).toBe(200)
    await expect(page.getByRole('link', { name: new RegExp(`#${sample.tag}`) })).toBeVisible()

    expect((await page.goto('/forum/members'))?.status()).toBe(200)
    await expect(
      page.getByRole('list', { name: 'Members' }).getByRole('listitem').first(),
    ).toBeVisible()
  })

  test('unknown entities show the 404 page with status 404', async ({ page }) => {
    for (const path of ['/policy/nope', '/forum/post/999999', '/forum/category/nope']) {
      expect((await page.goto(path))?.status(), path).toBe(404)
      await expect(h1(page)).toHaveText('404 Page Not Found')
    }
  })
})

test('forum pages hydrate from the data in their HTML without calling /trpc', async ({
  page,
  request,
}) => {
  const sample = await forumSample(request)
  // A signed-out visitor: who is signed in, and what they may do on a topic, are in the HTML
  // too (a visitor with a session is asked about in the browser: see forum-accounts.spec.ts).
  const trpcCalls: string[] = []
  page.on('request', (req) => {
    if (new URL(req.url()).pathname.startsWith('/trpc')) trpcCalls.push(req.url())
  })
  const paths = [
    '/forum',
    `/forum/post/${sample.post.id}`,
    `/forum/category/${sample.category.slug}`,
    `/forum/tags/${encodeURIComponent(sample.tag)}`,
    '/forum/tags',
    '/forum/members',
  ]
  for (const path of paths) {
    await page.goto(path)
    await page.waitForLoadState('networkidle')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    // The page is interactive: client-side navigation works from it.
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
  }
  expect(trpcCalls).toEqual([])
})

test('a new approved post is on /forum at the next request', async ({ page, request }) => {
  const title = `Request-time rendering check ${Date.now()}`
  const created = await request.post('/api/forum/posts', {
    data: {
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      category: 'best-practices',
      title,
      body: 'Does a freshly approved discussion appear on the forum home straight away?',
      tags: 'freshness',
      startedAt: Date.now() - 60_000,
    },
  })
  expect(created.status()).toBe(201)
  const { id } = (await created.json()) as { id: number }
  const approved = await request.post(`/api/forum/posts/${id}/approve`, {
    headers: { authorization: 'Bearer e2e-admin-token-0123456789' },
  })
  expect(approved.ok()).toBe(true)
  await page.goto('/forum')
  await expect(page.getByRole('link', { name: title }).first()).toBeVisible()
})

const dataPages: [string, (sample: ForumSample) => string][] = [
  ['forum home', () => '/forum'],
  ['a post', (sample) => `/forum/post/${sample.post.id}`],
  ['a category', (sample) => `/forum/category/${sample.category.slug}`],
  ['the tags', () => '/forum/tags'],
  ['the members', () => '/forum/members'],
]
for (const theme of ['light', 'dark'] as const) {
  for (const [name, pathOf] of dataPages) {
    test(`${name} passes axe once its data is on the page (${theme})`, async ({
      page,
      request,
    }) => {
      const path = pathOf(await forumSample(request))
      await useTheme(page, theme)
      await page.goto(path)
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0)
      await expect(page.locator('main h1')).toBeVisible()
      await expectNoSeriousA11yViolations(page, { label: `${path} (${theme})` })
    })
  }
}
