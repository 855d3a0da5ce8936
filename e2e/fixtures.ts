// Shared Playwright fixtures: every test fails on a console error or an uncaught page error.
import { test as base, expect, type Page } from '@playwright/test'
import AxeBuilder from '@axe-core/playwright'

/** Waits until React has hydrated the page (see useHydratedMark in app-layout.tsx). */
export async function waitForHydration(page: Page): Promise<void> {
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' })
}

/**
 * Waits until the page's data is on it: no region marked busy and no skeleton placeholder is
 * left (the forum pages show these while their data loads).
 */
export async function waitForContent(page: Page): Promise<void> {
  await expect(page.locator('[aria-busy="true"], .chakra-skeleton')).toHaveCount(0)
}

/**
 * Makes `page.goto` and `page.reload` resolve once React has hydrated the page. A prerendered
 * page is visible before React attaches its handlers: a click or key press in that window does
 * nothing (or typed text is replaced), as for a user on a slow device. The `page` fixture does
 * this; call it for pages a test opens in contexts of its own.
 */
export function loadsWaitForHydration(page: Page): Page {
  const goto = page.goto.bind(page)
  const reload = page.reload.bind(page)
  page.goto = async (...args) => {
    const response = await goto(...args)
    await waitForHydration(page)
    return response
  }
  page.reload = async (...args) => {
    const response = await reload(...args)
    await waitForHydration(page)
    return response
  }
  return page
}

export const test = base.extend<{ consoleErrors: string[]; hydrated: boolean }>({
  /** Whether page loads wait for hydration; off for tests that keep the app from starting. */
  hydrated: [true, { option: true }],
  page: async ({ page, hydrated }, provide) => {
    await provide(hydrated ? loadsWaitForHydration(page) : page)
  },
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = []
      // Unknown paths answer with status 404 (and the 404 page): Chromium logs that document
      // response as a console error, which is the intended behaviour, not a page error.
      const notFoundDocuments = new Set<string>()
      page.on('response', (response) => {
        if (response.status() === 404 && response.request().isNavigationRequest())
          notFoundDocuments.add(response.url())
      })
      page.on('console', (msg) => {
        if (msg.type() !== 'error') return
        const documentNotFound =
          msg.text().startsWith('Failed to load resource') &&
          notFoundDocuments.has(msg.location().url)
        if (!documentNotFound) errors.push(msg.text())
      })
      page.on('pageerror', (err) => errors.push(err.message))
      await use(errors)
      expect(errors, 'console errors on the page').toEqual([])
    },
    { auto: true },
  ],
})

export { expect }

/** Sets the theme before any page script runs. */
export async function useTheme(page: Page, theme: 'light' | 'dark'): Promise<void> {
  await page.addInitScript((value) => window.localStorage.setItem('theme', value), theme)
}

/**
 * Fails on axe-core violations of serious or critical impact (softly when asked). `include`
 * scopes the scan to the part of the page a test opened (a dialog, a tab, a results region):
 * the page as it loads is scanned by accessibility.spec.ts, and scanning it again in every spec
 * would only repeat that work.
 */
export async function expectNoSeriousA11yViolations(
  page: Page,
  options: { soft?: boolean; label?: string; include?: string } = {},
): Promise<void> {
  // Legacy mode runs axe in the page itself. The default (runPartial in every frame, then
  // finishRun in a fresh page) exists for cross-origin iframes, which this site has none of,
  // and took twice as long per scan.
  const builder = new AxeBuilder({ page }).setLegacyMode(true)
  if (options.include) builder.include(options.include)
  const results = await builder.analyze()
  const serious = results.violations.filter(
    (v) => v.impact === 'serious' || v.impact === 'critical',
  )
  const check = options.soft ? expect.soft : expect
  check(
    serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`),
    options.label ? `axe violations on ${options.label}` : undefined,
  ).toEqual([])
}
