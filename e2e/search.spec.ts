// Knowledge search: the home search section and the quick-search dialog on every page, by
// keyboard and by mouse, with their results in both themes with axe checks.
import type { Page, Route } from '@playwright/test'
import { paths } from '../src/lib/paths.ts'
import { expect, expectNoSeriousA11yViolations, test, useTheme } from './fixtures.ts'

const searchBox = (page: Page) =>
  page.locator('#search').getByRole('searchbox', { name: 'Search the knowledge base' })
const searchButton = (page: Page) => page.locator('#search').getByRole('button', { name: 'Search' })

async function searchFor(page: Page, query: string) {
  await searchBox(page).fill(query)
  await searchButton(page).click()
}

/** Answers tRPC search.query calls with a fixed body (superjson envelope, batch of one). */
function fulfillSearch(body: unknown) {
  return (route: Route) =>
    route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify([body]) })
}

test.describe('home search section', () => {
  test('button disabled while blank; a search lists results with category and highlights', async ({
    page,
  }) => {
    await page.goto(paths.home.getHref())
    await expect(searchBox(page)).toHaveAttribute(
      'placeholder',
      'Search the IPAML knowledge base...',
    )
    await expect(searchButton(page)).toBeDisabled()
    await searchBox(page).fill('   ')
    await expect(searchButton(page)).toBeDisabled()
    await searchFor(page, '  joiners  ')
    const heading = page.getByRole('heading', {
      name: /^Search Results for "joiners" \(\d+ found\)$/,
    })
    await expect(heading).toBeVisible()
    const first = page.locator('#search li').first()
    await expect(first.getByRole('link', { name: 'Joiners Policy', exact: true })).toBeVisible()
    await expect(first.getByText('Policies').first()).toBeVisible()
    await expect(first.locator('mark').first()).toHaveText(/joiners/i)
    await first.getByRole('link', { name: 'Joiners Policy', exact: true }).click()
    await expect(page).toHaveURL(/\/policy\/joiners$/)
  })

  test('finds pages despite typos and acronyms', async ({ page }) => {
    await page.goto(paths.home.getHref())
    await searchFor(page, 'privileged acess')
    await expect(
      page.getByRole('heading', { name: /^Search Results for "privileged acess"/ }),
    ).toBeVisible()
    await expect(page.locator('#search li').first()).toContainText(/Privileged Access|PAM/)
    await searchFor(page, 'CMDB')
    await expect(page.locator('#search li').first()).toContainText('CMDB')
    // An acronym's spelled-out form is marked as a whole phrase, not word by word.
    await searchFor(page, 'PAM')
    const marks = page.locator('#search mark')
    await expect(marks.filter({ hasText: /^privileged access management$/i }).first()).toBeVisible()
    await expect(marks.filter({ hasText: /^access$/i })).toHaveCount(0)
  })

  test('says so when nothing matches', async ({ page }) => {
    await page.goto(paths.home.getHref())
    await searchFor(page, 'zyxwvut')
    await expect(
      page.getByRole('heading', { name: 'Search Results for "zyxwvut" (0 found)' }),
    ).toBeVisible()
    await expect(
      page.getByText('No results found for "zyxwvut". Try a different search term.'),
    ).toBeVisible()
  })

  test('reports a failed search', async ({ page }) => {
    await page.route(
      '**/trpc/search.query**',
      fulfillSearch({
        error: {
          json: {
            message: 'down',
            code: -32603,
            data: { code: 'INTERNAL_SERVER_ERROR', httpStatus: 500 },
          },
        },
      }),
    )
    await page.goto(paths.home.getHref())
    await searchFor(page, 'vault')
    await expect(page.getByText('Search failed. Please try again.')).toBeVisible()
  })

  test('a result whose url is an anchor scrolls to it on the page', async ({ page }) => {
    await page.route(
      '**/trpc/search.query**',
      fulfillSearch({
        result: {
          data: {
            json: {
              query: 'welcome',
              results: [
                {
                  id: 'a',
                  title: 'Welcome',
                  description: 'Back to the top of the home page.',
                  category: 'Pages',
                  url: '#hero-heading',
                  highlights: ['welcome'],
                },
              ],
            },
          },
        },
      }),
    )
    await page.goto(paths.home.getHref())
    await searchFor(page, 'welcome')
    await expect(page.getByRole('link', { name: 'Welcome' })).toBeVisible()
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
    await expect(page.getByRole('heading', { level: 1 })).not.toBeInViewport()
    await page.getByRole('link', { name: 'Welcome' }).click()
    await expect(page.getByRole('heading', { level: 1 })).toBeInViewport()
    await expect(page).toHaveURL(/#hero-heading$/)
  })

  for (const theme of ['light', 'dark'] as const) {
    test(`results pass axe in the ${theme} theme`, async ({ page }) => {
      await useTheme(page, theme)
      await page.goto(paths.home.getHref())
      await searchFor(page, 'PAM')
      await expect(page.getByRole('heading', { name: /^Search Results for "PAM"/ })).toBeVisible()
      // The pointer still hovers the Search button: its hover colours are checked too.
      await expect(searchButton(page)).toBeEnabled()
      await expectNoSeriousA11yViolations(page, { include: '#search' })
    })
  }
})

test.describe('quick search dialog', () => {
  test('by keyboard: "/" opens, arrows move, Enter opens the page, Esc closes', async ({
    page,
  }) => {
    await page.goto(paths.lawRegulations.getHref())
    await page.keyboard.press('/')
    const dialog = page.getByRole('dialog', { name: 'Search the knowledge base' })
    const combobox = dialog.getByRole('combobox', { name: 'Search the knowledge base' })
    await expect(combobox).toBeFocused()
    await combobox.pressSequentially('offbording')
    await expect(dialog.getByRole('status')).toHaveText(/\d+ results/)
    const options = dialog.getByRole('option')
    await expect(options.first()).toHaveAttribute('aria-selected', 'true')
    await expect(options.first()).toContainText('Offboarding Service')
    await page.keyboard.press('ArrowDown')
    await expect(options.nth(1)).toHaveAttribute('aria-selected', 'true')
    await page.keyboard.press('ArrowUp')
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/operations\/offboarding-service$/)
    await expect(dialog).toBeHidden()
    // The new page takes focus once it has rendered (the dialog first hands it back to its
    // button); a visitor's next key press comes after that.
    await expect(page.locator('main')).toBeFocused()

    await page.keyboard.press('Control+k')
    await expect(dialog).toBeVisible()
    // The last search is offered while the box is empty.
    await expect(dialog.getByRole('group', { name: 'Recent searches' })).toContainText('offbording')
    // As a visitor would, Escape once the dialog has taken focus (its Escape handling starts
    // with it).
    await expect(combobox).toBeFocused()
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
  })

  test('opened while the next page loads, the dialog keeps its focus and stays open', async ({
    page,
  }) => {
    await page.goto(paths.lawRegulations.getHref())
    // Hold the next page's code: the navigation is pending when the visitor presses Ctrl+K.
    let release = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route(/\/assets\/operations-[\w-]+\.js$/, async (route) => {
      await held
      await route.continue()
    })
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Operations', exact: true })
      .click()
    await page.keyboard.press('Control+k')
    const dialog = page.getByRole('dialog', { name: 'Search the knowledge base' })
    const combobox = dialog.getByRole('combobox', { name: 'Search the knowledge base' })
    await expect(combobox).toBeFocused()
    release()
    // The modal hides the page from the accessibility tree, so wait for the page by its markup.
    await expect(page.locator('main h1')).toHaveText('Operations Management')
    await expect(dialog).toBeVisible()
    await expect(combobox).toBeFocused()
    await combobox.pressSequentially('vault')
    await expect(dialog.getByRole('option').first()).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Operations Management')
  })

  test('by mouse: header button, results grouped by page, click opens the page', async ({
    page,
  }) => {
    await page.goto(paths.home.getHref())
    await page
      .getByRole('banner')
      .getByRole('button', { name: 'Search the knowledge base' })
      .click()
    const dialog = page.getByRole('dialog', { name: 'Search the knowledge base' })
    await dialog.getByRole('combobox').fill('leavers')
    const leavers = dialog.getByRole('group', { name: 'Leavers Policy (Policies)' })
    await expect(leavers).toBeVisible()
    // The page itself is the group's first option, before its sections.
    await leavers.getByRole('option').first().click()
    await expect(page).toHaveURL(/\/policy\/leavers$/)
  })

  for (const theme of ['light', 'dark'] as const) {
    test(`open dialog with results passes axe in the ${theme} theme`, async ({ page }) => {
      await useTheme(page, theme)
      await page.goto(paths.home.getHref())
      await page.keyboard.press('Control+k')
      const dialog = page.getByRole('dialog', { name: 'Search the knowledge base' })
      await dialog.getByRole('combobox').fill('JML')
      await expect(dialog.getByRole('option').first()).toBeVisible()
      await expectNoSeriousA11yViolations(page, { include: '[role="dialog"]' })
    })
  }
})
