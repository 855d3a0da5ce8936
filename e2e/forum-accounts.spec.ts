// Forum accounts end to end, with Chromium's virtual WebAuthn authenticator: sign up through
// the e-mailed link (read from the mail outbox, as an administrator would) and create a
// passkey, post a topic, a moderator approves it on the desk, a second member replies and
// reacts, the author accepts the answer, search finds the topic, sign out and sign in again
// with the passkey. Passkeys need a secure context, so this spec browses http://localhost.
import type { APIRequestContext, Browser, Page } from '@playwright/test'
import { paths } from '../src/lib/paths.ts'
import {
  expect,
  expectNoSeriousA11yViolations,
  loadsWaitForHydration,
  test,
  useTheme,
  waitForContent,
} from './fixtures.ts'

const ADMIN_TOKEN = 'e2e-admin-token-0123456789'
const port = Number(process.env.E2E_PORT ?? 4173)
const admin = { Authorization: `Bearer ${ADMIN_TOKEN}` }

test.use({ baseURL: `http://localhost:${port}` })
test.describe.configure({ mode: 'serial' })

async function adminCall(request: APIRequestContext, procedure: string, input: unknown) {
  const response = await request.post(`/trpc/${procedure}`, {
    headers: admin,
    data: { json: input },
  })
  expect(response.status(), procedure).toBe(200)
}

/** The sign-in link in the newest mail to `email`, from the outbox. */
async function mailedLink(request: APIRequestContext, email: string): Promise<string> {
  let link = ''
  await expect
    .poll(async () => {
      const input = encodeURIComponent(JSON.stringify({ json: { to: email, limit: 1 } }))
      const response = await request.get(`/trpc/account.mailOutbox?input=${input}`, {
        headers: admin,
      })
      const body = (await response.json()) as { result: { data: { json: { text: string }[] } } }
      link = /https?:\/\/\S+#[\w-]+/.exec(body.result.data.json[0]?.text ?? '')?.[0] ?? ''
      return link
    })
    .not.toBe('')
  return new URL(link).pathname + new URL(link).hash
}

async function withAuthenticator(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('WebAuthn.enable')
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  })
}

/** Signs up in a fresh browser context through the e-mailed link; returns its page. */
async function signUp(browser: Browser, request: APIRequestContext, email: string, name: string) {
  const context = await browser.newContext({ baseURL: `http://localhost:${port}` })
  // A context of its own: its page loads wait for hydration as the fixture's do, or the form
  // can be filled and sent before React runs it.
  const page = loadsWaitForHydration(await context.newPage())
  await page.goto(paths.forum.signUp.getHref())
  await page.getByLabel('E-mail address').fill(email)
  await page.getByLabel('Display name').fill(name)
  await page.getByRole('button', { name: 'Send my sign-up link' }).click()
  await expect(page.getByText('Check your inbox')).toBeVisible()
  await page.goto(await mailedLink(request, email))
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page.getByText(`Welcome, ${name}! Your account is ready.`)).toBeVisible()
  return page
}

const stamp = Date.now()
const title = `Rotating break-glass credentials ${stamp}`

test('sign up with a passkey, post, approve, reply, react, accept, search, sign in again', async ({
  browser,
  request,
}) => {
  // Three members in three browser contexts and a dozen page loads: 1-2 minutes on an idle
  // 2-core machine, more while the other workers scan pages.
  test.setTimeout(300_000)
  // The author signs up through the e-mailed link and creates a passkey.
  const author = await signUp(browser, request, `author-${stamp}@example.com`, 'Alice Author')
  await withAuthenticator(author)
  await author.getByRole('button', { name: 'Create a passkey' }).click()
  await expect(author.getByText('Passkey created. Next time, sign in with it.')).toBeVisible()

  // A new member's topic waits for review.
  await author.goto(paths.forum.newPost.getHref())
  await expect(author.getByText('Posting as')).toBeVisible()
  await author.getByLabel('Category').selectOption('privileged-access')
  await author.getByLabel('Title').fill(title)
  await author
    .getByLabel('Message')
    .fill('How often do you rotate **break-glass** credentials, and who holds the envelope?')
  await author.getByRole('button', { name: 'Submit post' }).click()
  await expect(author.getByText('Thank you! Your post awaits review.')).toBeVisible()

  // A moderator approves it on the desk.
  const moderator = await signUp(browser, request, `moderator-${stamp}@example.com`, 'Mo Derator')
  await adminCall(request, 'account.setRole', {
    email: `moderator-${stamp}@example.com`,
    role: 'moderator',
  })
  await moderator.goto(paths.forum.moderation.getHref())
  const queue = moderator.getByRole('list', { name: 'Waiting for review' })
  const item = queue.getByRole('listitem').filter({ hasText: title })
  await item.getByRole('button', { name: 'Approve' }).click()
  await expect(item).toHaveCount(0)

  // A second member replies (waiting for review as well) and reacts.
  const helper = await signUp(browser, request, `helper-${stamp}@example.com`, 'Hal Helper')
  await helper.goto(paths.forum.getHref())
  await helper.getByRole('link', { name: title }).first().click()
  await expect(helper.getByRole('heading', { level: 1, name: title })).toBeVisible()
  const topicUrl = new URL(helper.url()).pathname
  await helper.getByLabel('Your reply').fill('Quarterly, and after every use; two people hold it.')
  await helper.getByRole('button', { name: 'Post reply' }).click()
  await expect(helper.getByText(/your reply appears once a moderator approves it/)).toBeVisible()
  await helper.getByRole('button', { name: 'Helpful' }).first().click()
  await expect(helper.getByRole('button', { name: /Helpful \(1\)/ }).first()).toBeVisible()

  await moderator.reload()
  const reply = moderator
    .getByRole('list', { name: 'Waiting for review' })
    .getByRole('listitem')
    .filter({ hasText: 'Quarterly, and after every use' })
  await reply.getByRole('button', { name: 'Approve' }).click()
  // Approved once it leaves the queue: the author's page, loaded before that, would not show it.
  await expect(reply).toHaveCount(0)

  // The author accepts the answer.
  await author.goto(topicUrl)
  await author.getByRole('button', { name: 'Mark as answer' }).click()
  await expect(author.getByText('Accepted answer')).toBeVisible()

  // Search finds the topic once the index has followed the approval.
  await expect
    .poll(async () => {
      const response = await request.get(
        `/api/search?q=${encodeURIComponent(`break-glass ${stamp}`)}`,
      )
      const body = (await response.json()) as { results: { title: string }[] }
      return body.results.map((r) => r.title)
    })
    .toContain(title)

  // Sign out, then sign in again with the passkey.
  await author.goto(paths.forum.account.getHref())
  await author.getByRole('button', { name: 'Sign out', exact: true }).click()
  await expect(author.getByRole('link', { name: 'Sign in' })).toBeVisible()
  await author.goto(paths.forum.signIn.getHref())
  await author.getByRole('button', { name: 'Sign in with a passkey' }).click()
  await expect(author.getByRole('heading', { level: 1, name: 'Your account' })).toBeVisible()
  await expect(author.getByLabel('Display name')).toHaveValue('Alice Author')
})

test('signs in with an e-mailed link from the outbox', async ({ page, request }) => {
  const email = `linked-${stamp}@example.com`
  await page.goto(paths.forum.signIn.getHref())
  await page.getByLabel('E-mail address').fill(email)
  await page.getByRole('button', { name: 'Send me a sign-in link' }).click()
  await expect(page.getByText('Check your inbox')).toBeVisible()
  await page.goto(await mailedLink(request, email))
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page.getByText(/Welcome, linked-/)).toBeVisible()
  await page.goto(paths.forum.account.getHref())
  await expect(page.getByRole('button', { name: 'Sign out everywhere' })).toBeVisible()
  // A page loaded afresh with the session (rendered alike for every visitor with one): the
  // browser asks who is signed in, and the account bar says so.
  await page.goto(paths.forum.getHref())
  const bar = page.getByRole('navigation', { name: 'Your account' })
  await expect(bar.getByRole('link', { name: 'Account' })).toBeVisible()
  await expect(bar.getByRole('link', { name: 'Sign in' })).toHaveCount(0)
})

for (const theme of ['light', 'dark'] as const)
  test(`the account pages pass axe in the ${theme} theme`, async ({ page, request }) => {
    // Three axe scans take up to a minute on a busy 2-core machine.
    test.setTimeout(180_000)
    await useTheme(page, theme)
    for (const path of [paths.forum.signUp.getHref(), paths.forum.signIn.getHref()]) {
      await page.goto(path)
      await expectNoSeriousA11yViolations(page, { label: `${path} ${theme}` })
    }
    const email = `axe-${theme}-${stamp}@example.com`
    await page.goto(paths.forum.signIn.getHref())
    await page.getByLabel('E-mail address').fill(email)
    await page.getByRole('button', { name: 'Send me a sign-in link' }).click()
    await page.goto(await mailedLink(request, email))
    await page.getByRole('button', { name: 'Sign in' }).click()
    await expect(page.getByText(/Welcome/)).toBeVisible()
    await page.goto(paths.forum.account.getHref())
    await waitForContent(page)
    await expectNoSeriousA11yViolations(page, { label: `account ${theme}` })
  })
