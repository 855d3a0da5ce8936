// The home contact section: field errors, a stored submission (read back through the admin
// listing), the failure toast, keyboard-only use, typing while the form's code arrives, topic
// prefill, field errors in both themes with axe.
import type { Page } from '@playwright/test'
import { paths } from '../src/lib/paths.ts'
import { expect, expectNoSeriousA11yViolations, test, useTheme } from './fixtures.ts'

// The e2e server's token (playwright.config.ts webServer.env).
const ADMIN_TOKEN = 'e2e-admin-token-0123456789'
const contactHref = paths.homeAnchor.getHref('contact')

function form(page: Page) {
  const root = page.getByRole('form', { name: 'Contact form' })
  return {
    root,
    name: root.getByRole('textbox', { name: 'Name', exact: true }),
    email: root.getByRole('textbox', { name: 'Email', exact: true }),
    organization: root.getByRole('textbox', { name: 'Organization (Optional)' }),
    message: root.getByRole('textbox', { name: 'Message', exact: true }),
    send: root.getByRole('button', { name: 'Send Message' }),
  }
}

const toast = (page: Page, title: string) => page.getByRole('status').filter({ hasText: title })

for (const theme of ['light', 'dark'] as const) {
  test(`the contact section shows details, and its field errors pass axe in the ${theme} theme`, async ({
    page,
  }) => {
    await useTheme(page, theme)
    await page.goto(contactHref)
    const section = page.locator('section#contact')
    await expect(section.getByRole('heading', { level: 2, name: 'Get In Touch' })).toBeVisible()
    await expect(section).toBeInViewport()
    for (const address of [
      'hello@ipaml.example',
      'training@ipaml.example',
      'consulting@ipaml.example',
      'workshops@ipaml.example',
    ]) {
      await expect(section.getByRole('link', { name: address })).toHaveAttribute(
        'href',
        `mailto:${address}`,
      )
    }
    await expect(section.getByRole('link', { name: '+44 20 7946 0321' })).toBeVisible()
    await expect(form(page).message).toHaveAttribute('rows', '4')

    // The page as it loads is scanned by accessibility.spec; field errors must keep their
    // contrast too.
    await form(page).send.click()
    await expect(page.getByText('Name must be at least 2 characters')).toBeVisible()
    await expectNoSeriousA11yViolations(page, { include: '#contact' })
  })
}

test('an empty submission shows every field error and focuses the first field', async ({
  page,
}) => {
  await page.goto(contactHref)
  const f = form(page)
  await f.name.fill('A')
  await f.email.fill('not-an-address')
  await f.message.fill('short')
  await f.send.click()
  await expect(page.getByText('Name must be at least 2 characters')).toBeVisible()
  await expect(page.getByText('Please enter a valid email address')).toBeVisible()
  await expect(page.getByText('Message must be at least 10 characters')).toBeVisible()
  await expect(f.name).toBeFocused()
  await expect(f.name).toHaveAttribute('aria-invalid', 'true')
  await expect(f.name).toHaveAccessibleDescription('Name must be at least 2 characters')
  await expect(f.organization).not.toHaveAttribute('aria-invalid', 'true')
  await f.name.fill('Ada Lovelace')
  await expect(page.getByText('Name must be at least 2 characters')).toBeHidden()
})

test('a valid message is stored, announced and the form is reset', async ({ page, request }) => {
  const text = `We would like a PAM maturity assessment (e2e ${Date.now()}).`
  // The toast region and its code load with the first toast, not with the page.
  const toasterCode: string[] = []
  page.on('request', (req) => {
    if (/\/assets\/toaster-view-[\w-]+\.js$/.test(req.url())) toasterCode.push(req.url())
  })
  await page.goto(contactHref)
  await expect(page.getByRole('region', { name: /Notifications/ })).toHaveCount(0)
  expect(toasterCode, 'toast code loaded before any toast').toEqual([])
  const f = form(page)
  await f.name.fill('Ada Lovelace')
  await f.email.fill('ada@example.com')
  await f.organization.fill('Analytical Engines')
  await f.message.fill(text)
  await f.send.click()
  await expect(toast(page, 'Message sent successfully!')).toContainText(
    "We'll get back to you as soon as possible.",
  )
  await expect(page.getByRole('region', { name: /Notifications/ })).toBeAttached()
  expect(toasterCode).toHaveLength(1)
  await page.getByRole('button', { name: 'Dismiss notification' }).click()
  await expect(toast(page, 'Message sent successfully!')).toBeHidden()
  await expect(f.name).toHaveValue('')
  await expect(f.message).toHaveValue('')
  await expect(f.send).toBeEnabled()

  const res = await request.get('/api/contacts?limit=10', {
    headers: { authorization: `Bearer ${ADMIN_TOKEN}` },
  })
  expect(res.status()).toBe(200)
  const listing = (await res.json()) as { total: number; contacts: { message: string }[] }
  // Other tests send messages in parallel: find this one by its text, not by its place.
  const stored = listing.contacts.filter((c) => c.message === text)
  expect(stored).toHaveLength(1)
  expect(stored[0]).toMatchObject({
    name: 'Ada Lovelace',
    email: 'ada@example.com',
    organization: 'Analytical Engines',
    message: text,
  })
  expect((await request.get('/api/contacts')).status()).toBe(401)
})

test('a storage outage shows the failure toast and keeps the input', async ({
  page,
  consoleErrors,
}) => {
  // The answer is held until the pending state has been seen.
  let release = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route('**/trpc/contact.submit*', async (route) => {
    await held
    // What the server answers while the database is down (see server/trpc/init.ts).
    await route.fulfill({
      status: 503,
      headers: { 'content-type': 'application/json', 'retry-after': '5' },
      body: JSON.stringify([
        {
          error: {
            json: {
              message: 'The service is temporarily unavailable. Please try again in a moment.',
              code: -32603,
              data: {
                code: 'SERVICE_UNAVAILABLE',
                httpStatus: 503,
                path: 'contact.submit',
                fieldErrors: null,
              },
            },
          },
        },
      ]),
    })
  })
  await page.goto(contactHref)
  const f = form(page)
  await f.name.fill('Grace Hopper')
  await f.email.fill('grace@example.com')
  await f.message.fill('Please send the CIAMP course dates.')
  await f.send.click()
  await expect(f.root.getByRole('button', { name: 'Sending...' })).toBeDisabled()
  release()
  await expect(toast(page, 'Failed to send message')).toContainText(
    'The service is temporarily unavailable. Please try again in a moment.',
  )
  await expect(f.name).toHaveValue('Grace Hopper')
  await expect(f.message).toHaveValue('Please send the CIAMP course dates.')
  await expect(f.send).toBeEnabled()
  // The browser logs the 503 itself; that one console error is expected here.
  const expected = consoleErrors.filter((e) => /status of 503/.test(e))
  expect(expected.length).toBeGreaterThan(0)
  consoleErrors.splice(
    0,
    consoleErrors.length,
    ...consoleErrors.filter((e) => !expected.includes(e)),
  )
})

test('the form can be filled and sent with the keyboard only', async ({ page }) => {
  await page.goto(contactHref)
  const f = form(page)
  await f.name.focus()
  await page.keyboard.type('Alan Turing')
  await page.keyboard.press('Tab')
  await expect(f.email).toBeFocused()
  await page.keyboard.type('alan@example.com')
  await page.keyboard.press('Tab')
  await expect(f.organization).toBeFocused()
  await page.keyboard.press('Tab')
  await expect(f.message).toBeFocused()
  await page.keyboard.type('Keyboard-only request about the IGA workshop.')
  await page.keyboard.press('Tab')
  // The honeypot is skipped: the next stop is the submit button.
  await expect(f.send).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(toast(page, 'Message sent successfully!')).toBeVisible()
  await expect(f.message).toHaveValue('')
})

test('typing goes on while the form code arrives: nothing typed is lost, focus stays', async ({
  page,
}) => {
  // Hold the interactive form's code until the visitor is typing in the second field, then let
  // it arrive mid-word: the static form hands over every character and the focused field.
  let release = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route(/\/assets\/message-form-[\w-]+\.js$/, async (route) => {
    await held
    await route.continue()
  })
  await page.goto(contactHref)
  const f = form(page)
  await f.name.focus()
  await page.keyboard.type('Grace Hopper')
  await page.keyboard.press('Tab')
  await page.keyboard.type('grace@exa')
  release()
  await page.keyboard.type('mple.com', { delay: 30 })
  await page.keyboard.press('Tab')
  await expect(f.organization).toBeFocused()
  await page.keyboard.type('Navy', { delay: 30 })
  await expect(f.name).toHaveValue('Grace Hopper')
  await expect(f.email).toHaveValue('grace@example.com')
  await expect(f.organization).toHaveValue('Navy')
  await f.message.fill('Compilers for identity governance, please.')
  await f.send.click()
  await expect(toast(page, 'Message sent successfully!')).toBeVisible()
})

test('a topic link opens the contact section with the message prefilled', async ({ page }) => {
  await page.goto(paths.contactAbout.getHref('PAM assessment'))
  const f = form(page)
  await expect(f.message).toHaveValue(/PAM assessment/)
  await expect(page.locator('section#contact')).toBeInViewport()
  await f.name.fill('Edsger Dijkstra')
  await f.email.fill('edsger@example.com')
  await f.send.click()
  await expect(toast(page, 'Message sent successfully!')).toBeVisible()
})
