// The app shell: header navigation, landmarks, skip link and focus on navigation, the mobile
// drawer (by mouse and keyboard), theme persistence, reduced motion and the 404 page.
import { expect, test, useTheme } from './fixtures.ts'

const headerLinks = [
  ['Introduction', '/introduction'],
  ['Unified Framework', '/unified-framework'],
  ['Maturity Assessment', '/maturity-assessment'],
  ['Law & Regulations', '/law-regulations'],
  ['Strategic Management', '/strategic/data-model'],
  ['Tactical Management', '/tactical/integration-service'],
  ['Operations', '/operations'],
  ['Training', '/training'],
  ['CIAMO', '/ciamo'],
  ['Forum', '/forum'],
] as const

test('home has the hero headline and landmarks', async ({ page }) => {
  await page.goto('/')
  await expect(
    page.getByRole('heading', { level: 1, name: 'World first IAM & PAM framework' }),
  ).toBeVisible()
  await expect(page.getByRole('banner')).toBeVisible()
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible()
  await expect(page.getByRole('main')).toBeVisible()
  await expect(page.getByRole('contentinfo')).toBeVisible()
})

test('every header link leads to its path', async ({ page }) => {
  await page.goto('/')
  const nav = page.getByRole('navigation', { name: 'Main' })
  for (const [label, href] of headerLinks) {
    await nav.getByRole('link', { name: label, exact: true }).click()
    await expect(page).toHaveURL(href)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  }
  await page.getByRole('link', { name: 'IPAML home' }).click()
  await expect(page).toHaveURL('/')
})

test('the Contact button is a mail link to the site address', async ({ page }) => {
  await page.goto('/')
  const contact = page.getByRole('banner').getByRole('link', { name: 'Contact' })
  await expect(contact).toHaveAttribute('href', /^mailto:hello@ipaml\.example/)
})

test('unknown paths show the 404 page', async ({ page }) => {
  await page.goto('/no/such/page')
  await expect(page.getByRole('heading', { level: 1, name: '404 Page Not Found' })).toBeVisible()
  await expect(page.getByText('Did you forget to add the page to the router?')).toBeVisible()
})

test('the theme toggle switches to dark and the choice survives a reload', async ({ page }) => {
  await page.goto('/')
  await expect(page.locator('html')).toHaveClass(/light/)
  await page.getByRole('button', { name: 'Switch to dark theme' }).click()
  await expect(page.locator('html')).toHaveClass(/dark/)
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark')
  await page.reload()
  await expect(page.locator('html')).toHaveClass(/dark/)
  await expect(page.getByRole('button', { name: 'Switch to light theme' })).toBeVisible()
  await page.getByRole('button', { name: 'Switch to light theme' }).click()
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('light')
})

test.describe('without the app', () => {
  test.use({ hydrated: false })

  test('the saved dark theme is applied before the app starts', async ({ page }) => {
    await useTheme(page, 'dark')
    await page.route('**/assets/*.js', (route) =>
      route.fulfill({ body: '', contentType: 'text/javascript' }),
    )
    await page.goto('/')
    await expect(page.locator('html')).toHaveClass(/dark/)
  })
})

test.describe('at phone width', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('the drawer opens from the right and closes when a link is pressed', async ({ page }) => {
    await page.goto('/')
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden()
    await page.getByRole('button', { name: 'Open menu' }).click()
    const drawer = page.getByRole('dialog', { name: 'Menu' })
    await expect(drawer).toBeVisible()
    // Poll until the slide-in animation has settled at the right edge.
    await expect
      .poll(async () => {
        const box = await drawer.boundingBox()
        return box ? [Math.round(box.width), Math.round(box.x + box.width)] : null
      })
      .toEqual([300, 390])
    await drawer.getByRole('link', { name: 'Training' }).click()
    await expect(page).toHaveURL('/training')
    await expect(drawer).toBeHidden()
  })

  test('the menu drawer works from the keyboard alone and gives focus back', async ({ page }) => {
    await page.goto('/')
    const menuButton = page.getByRole('button', { name: 'Open menu' })
    await menuButton.focus()
    await page.keyboard.press('Enter')
    const drawer = page.getByRole('dialog', { name: 'Menu' })
    await expect(drawer).toBeVisible()
    await expect(drawer.locator(':focus')).toHaveCount(1)
    await page.keyboard.press('Escape')
    await expect(drawer).toBeHidden()
    await expect(menuButton).toBeFocused()
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false')
  })

  test('the drawer closes when Contact is pressed', async ({ page }) => {
    await page.goto('/')
    await page.getByRole('button', { name: 'Open menu' }).click()
    const drawer = page.getByRole('dialog', { name: 'Menu' })
    await drawer
      .getByRole('link', { name: 'Contact' })
      .evaluate((a) => a.addEventListener('click', (e) => e.preventDefault()))
    await drawer.getByRole('link', { name: 'Contact' }).click()
    await expect(drawer).toBeHidden()
  })
})

test.describe('from the small breakpoint', () => {
  test.use({ viewport: { width: 800, height: 900 } })

  test('the drawer is 400 px wide', async ({ page }) => {
    await page.goto('/')
    await page.getByRole('button', { name: 'Open menu' }).click()
    const drawer = page.getByRole('dialog', { name: 'Menu' })
    await expect.poll(async () => Math.round((await drawer.boundingBox())?.width ?? 0)).toBe(400)
    await page.keyboard.press('Escape')
    await expect(drawer).toBeHidden()
  })
})

test('the skip link and client-side navigation move focus to the main content', async ({
  page,
}) => {
  await page.goto('/')
  await page.keyboard.press('Tab')
  const skip = page.getByRole('link', { name: 'Skip to content' })
  await expect(skip).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(page.getByRole('main')).toBeFocused()

  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Law & Regulations' })
    .click()
  await expect(page).toHaveURL(/\/law-regulations$/)
  await expect(page.getByRole('main')).toBeFocused()
})

test('reduced motion turns animations and smooth scrolling off', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await page.goto('/')
  const scrollBehavior = await page.evaluate(
    () => getComputedStyle(document.documentElement).scrollBehavior,
  )
  expect(scrollBehavior).toBe('auto')
})
