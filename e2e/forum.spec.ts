// Forum: the home with its texts, real counts and links, each page's heading once its data is
// loaded, not-found states, searching, and posting a discussion that appears after approval,
// also when the form is sent at once.
import { paths } from '../src/lib/paths.ts'
import { FORUM_MIN_FILL_MS } from '../src/lib/validation/forum.ts'
import { seedAuthors } from '../seed/forum-data.ts'
import { seedPosts } from '../seed/forum-posts.ts'
import { expect, test, waitForContent } from './fixtures.ts'
import { seededAuthorId } from './route-source.ts'

const ADMIN_TOKEN = 'e2e-admin-token-0123456789'

test('the forum home shows its texts, real counts and working links', async ({ page }) => {
  await page.goto(paths.forum.getHref())
  await expect(
    page.getByRole('heading', { level: 1, name: 'IAM Professional Community' }),
  ).toBeVisible()
  await expect(page.getByRole('link', { name: 'New Post' })).toHaveAttribute(
    'href',
    paths.forum.newPost.getHref(),
  )
  await expect(page.getByPlaceholder('Search discussions, topics, or users...')).toBeVisible()
  const category = page.getByRole('link', { name: /Privileged Access & Security/ })
  await expect(category).toHaveAttribute('href', '/forum/category/privileged-access')
  await expect(category).toContainText(/\d+ posts/)
  await expect(category).toContainText(/\d+ members/)
  await expect(page.getByRole('heading', { level: 2, name: 'Recent Discussions' })).toBeVisible()
  await expect(
    page.getByRole('list', { name: 'Recent discussions' }).getByRole('listitem'),
  ).toHaveCount(20)
  await expect(
    page.getByRole('list', { name: 'Trending this week' }).getByRole('listitem'),
  ).toHaveCount(5)
  await expect(page.getByRole('heading', { level: 2, name: 'Community Stats' })).toBeVisible()
  await expect(page.getByText('New this week')).toBeVisible()
  const quickLinks: [string, string][] = [
    ['Community Guidelines', '/forum/guidelines'],
    ['Member Directory', '/forum/members'],
    ['Browse Tags', '/forum/tags'],
    ['IPAML Training', '/training'],
  ]
  for (const [name, href] of quickLinks)
    await expect(page.getByRole('link', { name })).toHaveAttribute('href', href)

  await page.getByRole('searchbox', { name: 'Search the forum' }).fill('SCIM')
  const results = page.getByRole('list', { name: 'Search results' })
  await expect(results.getByRole('link', { name: /SCIM 2.0 provisioning/ })).toBeVisible()
})

test('a discussion shows its body, tags and comments; tags and categories link on', async ({
  page,
}) => {
  await page.goto(paths.forum.getHref())
  await page
    .getByRole('list', { name: 'Recent discussions' })
    .getByRole('link', {
      name: 'Just-in-time elevation for domain admins: lessons from our rollout',
    })
    .click()
  await expect(page).toHaveURL('/forum/post/2')
  await expect(
    page.getByRole('heading', { level: 1, name: /Just-in-time elevation/ }),
  ).toBeVisible()
  await expect(page.getByRole('heading', { level: 2, name: 'Replies (4)' })).toBeVisible()
  await page.getByRole('link', { name: '#jit' }).click()
  await expect(page.getByRole('heading', { level: 1, name: '#jit' })).toBeVisible()
  await page.getByRole('link', { name: 'All tags' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Forum tags' })).toBeVisible()
  await page.getByRole('link', { name: /#pam/ }).first().click()
  await expect(page).toHaveURL('/forum/tags/pam')
})

test('unknown categories, posts, tags and members answer 404 with the 404 page', async ({
  page,
}) => {
  for (const href of [
    paths.forum.post.getHref(999999),
    paths.forum.category.getHref('no-such-category'),
    paths.forum.tags.getHref('no-such-tag'),
    paths.forum.member.getHref(999999),
  ]) {
    expect((await page.goto(href))?.status(), href).toBe(404)
    await expect(page.getByRole('heading', { level: 1, name: '404 Page Not Found' })).toBeVisible()
  }
  await page.getByRole('link', { name: 'Back to the home page' }).click()
  await expect(page).toHaveURL('/')
})

test('posting: validation, pending review, and listed after approval', async ({
  page,
  request,
}) => {
  // The server turns away posts sent sooner than FORUM_MIN_FILL_MS after the form opened (a bot
  // trap). The page's clock starts that long ago, as if the visitor had opened the form earlier.
  await page.clock.install({ time: Date.now() - FORUM_MIN_FILL_MS - 1000 })
  await page.goto(paths.forum.newPost.getHref('best-practices'))
  await expect(page.getByRole('heading', { level: 1, name: 'Start a discussion' })).toBeVisible()
  await page.getByRole('button', { name: 'Submit post' }).click()
  await expect(page.getByText('Enter your name (at least 2 characters)')).toBeVisible()
  await expect(page.getByText('Enter a valid e-mail address')).toBeVisible()

  const title = `Measuring least privilege progress ${Date.now()}`
  await page.getByRole('textbox', { name: 'Name' }).fill('Grace Hopper')
  await page.getByRole('textbox', { name: 'Email' }).fill('grace@example.com')
  await expect(page.getByRole('combobox', { name: 'Category' })).toHaveValue('best-practices')
  await page.getByRole('textbox', { name: 'Title' }).fill(title)
  await page
    .getByRole('textbox', { name: 'Message' })
    .fill('Which metrics do you use to show that standing privileged access is going down?')
  await page.getByRole('textbox', { name: 'Tags' }).fill('least-privilege, KPI')
  const created = page.waitForResponse((res) => res.url().includes('/trpc/forum.createPost'))
  await page.getByRole('button', { name: 'Submit post' }).click()
  await expect(page.getByText('Thank you! Your post awaits review.')).toBeVisible()
  const [reply] = (await (await created).json()) as [{ result: { data: { json: { id: number } } } }]
  const id = reply.result.data.json.id

  // Pending: invisible in the lists and as a page, until a moderator approves it.
  await page.goto(paths.forum.getHref())
  await expect(page.getByRole('list', { name: 'Recent discussions' })).toBeVisible()
  await expect(page.getByRole('link', { name: title })).toHaveCount(0)
  expect((await request.get(`/api/forum/posts/${id}`)).status()).toBe(404)
  expect((await request.post(`/api/forum/posts/${id}/approve`)).status()).toBe(401)
  const approval = await request.post(`/api/forum/posts/${id}/approve`, {
    headers: { Authorization: `Bearer ${ADMIN_TOKEN}` },
  })
  expect(approval.status()).toBe(200)
  await page.reload()
  await page.getByRole('link', { name: title }).click()
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
  await expect(page.getByText('Grace Hopper')).toBeVisible()
})

test('a person who sends the form at once is not taken for a bot: the post is stored', async ({
  page,
  request,
}) => {
  await page.goto(paths.forum.newPost.getHref('privileged-access'))
  const title = `Quick question about vault rotation ${Date.now()}`
  await page.getByRole('textbox', { name: 'Name' }).fill('Alan Turing')
  await page.getByRole('textbox', { name: 'Email' }).fill('alan@example.com')
  await page.getByRole('textbox', { name: 'Title' }).fill(title)
  await page
    .getByRole('textbox', { name: 'Message' })
    .fill('How often do you rotate the vault administrator credentials in production?')
  // Sent well within the server's minimum fill time: the form waits it out instead of sending
  // a post the server would quietly discard.
  const sent = page.waitForRequest((req) => req.url().includes('/trpc/forum.createPost'))
  const created = page.waitForResponse((res) => res.url().includes('/trpc/forum.createPost'))
  await page.getByRole('button', { name: 'Submit post' }).click()
  const [body] = Object.values((await sent).postDataJSON() as Record<string, unknown>) as [
    { json: { startedAt: number } },
  ]
  const sentAt = await page.evaluate(() => Date.now())
  expect(sentAt - body.json.startedAt).toBeGreaterThanOrEqual(3000)
  await expect(page.getByText('Thank you! Your post awaits review.')).toBeVisible()
  const [reply] = (await (await created).json()) as [{ result: { data: { json: { id: number } } } }]
  const approval = await request.post(`/api/forum/posts/${reply.result.data.json.id}/approve`, {
    headers: { Authorization: `Bearer ${ADMIN_TOKEN}` },
  })
  expect(approval.status()).toBe(200)
  expect((await request.get(`/api/forum/posts/${reply.result.data.json.id}`)).status()).toBe(200)
})

test('the member directory leads to a member page with their discussions', async ({ page }) => {
  const author = seedAuthors[0]!
  const name = `${author.firstName} ${author.lastName}`
  await page.goto(paths.forum.members.getHref())
  await page.getByRole('link', { name, exact: true }).click()
  await expect(page).toHaveURL(paths.forum.member.getHref(seededAuthorId(author.handle)))
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
  const started = seedPosts.filter((post) => post.author === author.handle)
  const list = page.getByRole('list', { name: `Discussions started by ${name}` })
  await expect(list.getByRole('listitem')).toHaveCount(Math.min(started.length, 10))
  await expect(list).toContainText(started.at(-1)!.title)
  await page.getByRole('link', { name: 'All members' }).click()
  await expect(page).toHaveURL(paths.forum.members.getHref())
})

const forumPages: [string, string | RegExp][] = [
  [paths.forum.getHref(), 'IAM Professional Community'],
  [paths.forum.newPost.getHref(), 'Start a discussion'],
  [paths.forum.category.getHref('identity-governance'), 'Identity Governance (IGA)'],
  [paths.forum.post.getHref(1), /movers without creating access creep/],
  [paths.forum.guidelines.getHref(), 'Community guidelines'],
  [paths.forum.members.getHref(), 'Forum members'],
  [paths.forum.tags.getHref(), 'Forum tags'],
  [paths.forum.tags.getHref('pam'), '#pam'],
]

for (const [url, heading] of forumPages) {
  test(`${url} shows its heading and its data`, async ({ page }) => {
    await page.goto(url)
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible()
    await waitForContent(page)
  })
}
