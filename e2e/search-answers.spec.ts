// Search that answers questions: a hit for a section lands on that section (scrolled to, with
// focus), from the home search and the quick search, by mouse and by keyboard; the answer says
// which words it searched for; a query that finds nothing offers "Did you mean" and entry pages.
import type { Page } from '@playwright/test'
import { paths } from '../src/lib/paths.ts'
import { expect, expectNoSeriousA11yViolations, test, useTheme } from './fixtures.ts'

const searchBox = (page: Page) =>
  page.locator('#search').getByRole('searchbox', { name: 'Search the knowledge base' })

async function searchFor(page: Page, query: string) {
  await searchBox(page).fill(query)
  await page.locator('#search').getByRole('button', { name: 'Search' }).click()
}

/** The section named by the url's hash is in view and has focus. */
async function expectLandedOn(page: Page, id: string) {
  await expect(page).toHaveURL(new RegExp(`#${id}$`))
  const target = page.locator(`[id="${id}"]`)
  await expect(target).toBeFocused()
  await expect(target).toBeInViewport()
}

test.describe('home search answers questions', () => {
  test('a question lands on the section that answers it, by mouse', async ({ page }) => {
    await page.goto(paths.home.getHref())
    await searchFor(page, 'What is the price of the CAMA course?')
    await expect(page.getByText('Showing results for "price CAMA course?"')).toBeVisible()
    const hit = page.locator('#search').getByRole('link', { name: /CAMA.*Price per person/ })
    await expect(hit).toBeVisible()
    await hit.click()
    await expect(page).toHaveURL(/\/training\/cama#price-per-person$/)
    await expectLandedOn(page, 'price-per-person')
    await expect(page.locator('#price-per-person')).toContainText('$')
  })

  test('a hit chosen by keyboard lands on its section', async ({ page }) => {
    await page.goto(paths.home.getHref())
    await searchBox(page).fill('benefits of the joiners policy')
    await searchBox(page).press('Enter')
    const hit = page.locator('#search').getByRole('link', { name: /Joiners Policy.*Benefits/ })
    await expect(hit).toBeVisible()
    await hit.focus()
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/policy\/joiners#benefits$/)
    await expectLandedOn(page, 'benefits')
  })

  test('nothing found: "Did you mean" searches the correction; entry pages lead on', async ({
    page,
  }) => {
    await page.goto(paths.home.getHref())
    await searchFor(page, 'pma')
    await expect(
      page.getByText('No results found for "pma". Try a different search term.'),
    ).toBeVisible()
    await expectNoSeriousA11yViolations(page, { include: '#search' })
    await page.getByRole('button', { name: 'pam' }).click()
    await expect(
      page.getByRole('heading', { name: /^Search Results for "pam" \(\d+ found\)$/ }),
    ).toBeVisible()
    await expect(
      page.locator('#search').getByRole('link', { name: 'PAM Service', exact: true }),
    ).toBeVisible()

    await searchFor(page, 'zyxwvut')
    await expect(page.getByText('Did you mean')).toBeHidden()
    await page.locator('#search').getByRole('link', { name: 'Policies' }).click()
    await expect(page).toHaveURL(/\/policy$/)
  })

  test('results and help pass axe in the dark theme', async ({ page }) => {
    await useTheme(page, 'dark')
    await page.goto(paths.home.getHref())
    await searchFor(page, 'how do we handle a contractor leaving')
    await expect(page.getByText(/^Showing results for/)).toBeVisible()
    await expectNoSeriousA11yViolations(page, { include: '#search' })
  })
})

test.describe('quick search lands on sections', () => {
  test('by keyboard: Enter on a section hit opens its page at that section', async ({ page }) => {
    await page.goto(paths.lawRegulations.getHref())
    await page.keyboard.press('Control+k')
    const dialog = page.getByRole('dialog', { name: 'Search the knowledge base' })
    const combobox = dialog.getByRole('combobox', { name: 'Search the knowledge base' })
    // The list is read once the whole question's answer is shown: an answer to a prefix typed
    // on the way may list the same hit at another place.
    const query = 'how long is the CPAMS course'
    const answered = page.waitForResponse((response) =>
      decodeURIComponent(response.url()).includes(`"q":"${query}"`),
    )
    await combobox.pressSequentially(query)
    await answered
    await expect(dialog.getByRole('status')).toHaveText(/^\d+ results$/)
    const option = dialog.getByRole('option', { name: /CPAMS.*Duration/ })
    await expect(option).toBeVisible()
    const options = dialog.getByRole('option')
    const index = await options.evaluateAll(
      (all, target) => all.findIndex((el) => el.textContent?.includes(target)),
      'Duration',
    )
    for (let i = 0; i < index; i++) await page.keyboard.press('ArrowDown')
    await expect(option).toHaveAttribute('aria-selected', 'true')
    await page.keyboard.press('Enter')
    await expect(dialog).toBeHidden()
    await expect(page).toHaveURL(/\/training\/cpams#duration$/)
    await expectLandedOn(page, 'duration')
  })

  test('by mouse: a section of the page already open lands there too', async ({ page }) => {
    await page.goto(paths.policy.getHref('Leavers'))
    await page.keyboard.press('Control+k')
    const dialog = page.getByRole('dialog', { name: 'Search the knowledge base' })
    await dialog.getByRole('combobox').fill('leavers implementation steps')
    await dialog.getByRole('option', { name: /Leavers Policy.*Implementation Steps/ }).click()
    await expect(dialog).toBeHidden()
    await expectLandedOn(page, 'implementation-steps')
  })

  test('a maturity cell opens the Assessment tab at that cell, with focus', async ({ page }) => {
    await page.goto(paths.home.getHref())
    await page.keyboard.press('Control+k')
    const dialog = page.getByRole('dialog', { name: 'Search the knowledge base' })
    await dialog.getByRole('combobox').fill('risk management maturity tactical layer')
    await dialog
      .getByRole('option', { name: /Risk Management maturity \(Tactical layer\)/ })
      .first()
      .click()
    await expect(dialog).toBeHidden()
    await expectLandedOn(page, 'cell-tactical-risk-management')
    await expect(page.getByRole('tab', { name: 'Assessment' })).toHaveAttribute(
      'aria-selected',
      'true',
    )
    await expect(page.locator('#cell-tactical-risk-management')).toContainText('Risk Management')
  })

  test('a maturity level opens the Framework tab at that level', async ({ page }) => {
    await page.goto(`${paths.maturityAssessment.getHref()}#level-3`)
    await expect(page.getByRole('tab', { name: 'Framework' })).toHaveAttribute(
      'aria-selected',
      'true',
    )
    await expectLandedOn(page, 'level-3')
    await expect(page.locator('#level-3')).toContainText('Defined')
  })

  test('nothing found offers the correction in the dialog', async ({ page }) => {
    await page.goto(paths.home.getHref())
    await page.keyboard.press('Control+k')
    const dialog = page.getByRole('dialog', { name: 'Search the knowledge base' })
    await dialog.getByRole('combobox').fill('pma')
    await dialog.getByRole('button', { name: 'pam' }).click()
    await expect(dialog.getByRole('combobox')).toHaveValue('pam')
    await expect(dialog.getByRole('option', { name: /PAM Service/ }).first()).toBeVisible()
  })
})
