// Every route of the route table (each static page, each parameter route's list page and one
// sample detail page, and the 404 page) in both themes: one h1, no console error, no axe-core
// violation of serious or critical impact. The list comes from the build (e2e/route-source.ts).
import { expect, expectNoSeriousA11yViolations, test, useTheme } from './fixtures.ts'
import { NOT_FOUND_PATH, readPrerenderManifest, routeSamples } from './route-source.ts'

for (const theme of ['light', 'dark'] as const) {
  test(`every route renders cleanly in the ${theme} theme`, async ({ page, consoleErrors }) => {
    test.setTimeout(15 * 60_000)
    await useTheme(page, theme)
    const urls = [...routeSamples(readPrerenderManifest()), NOT_FOUND_PATH]
    expect(urls.length).toBeGreaterThan(10)
    for (const url of urls) {
      await test.step(url, async () => {
        // Soft checks: one broken route does not hide the state of the others.
        const response = await page.goto(url)
        expect.soft(response?.status(), `status of ${url}`).toBe(url === NOT_FOUND_PATH ? 404 : 200)
        await page.waitForLoadState('networkidle')
        await expect(page.locator('html')).toHaveClass(new RegExp(theme))
        const h1 = page.getByRole('heading', { level: 1 })
        await expect.soft(h1, `one h1 on ${url}`).toHaveCount(1)
        if (url !== NOT_FOUND_PATH)
          await expect
            .soft(h1.first(), `${url} is not the 404 page`)
            .not.toHaveText('404 Page Not Found')
        await expect.soft(page.getByRole('main')).toBeVisible()
        await expectNoSeriousA11yViolations(page, { soft: true, label: url })
        expect.soft(consoleErrors.splice(0), `console errors on ${url}`).toEqual([])
      })
    }
  })
}
