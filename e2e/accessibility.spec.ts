// Every route renders cleanly, one test per URL: each static page, each parameter route's list
// page and one sample page (e2e/route-source.ts), plus the 404 page. A page passes when it
// answers with the right status, shows one h1 and its main landmark, logs no console error (see
// fixtures.ts), has no axe-core violation of serious or critical impact in the light theme and
// again after switching to the dark one (scanned once its data is on the page), and fits a phone
// screen. This is the only axe scan of a page as it loads; other specs scan only the states they
// open themselves (dialogs, results, field errors).
import { consultancyPackages } from '../src/content/training.ts'
import { paths } from '../src/lib/paths.ts'
import {
  expect,
  expectNoSeriousA11yViolations,
  test,
  useTheme,
  waitForContent,
} from './fixtures.ts'
import { NOT_FOUND_PATH, readPrerenderManifest, routeSamples } from './route-source.ts'

/**
 * Pages of a parameter route that use a layout of their own: the training route shows
 * certifications and consultancy packages with different components.
 */
const layoutVariants = [paths.training.getHref(consultancyPackages[0]!.title)]

const urls = [...new Set([...routeSamples(readPrerenderManifest()), ...layoutVariants])]

test('the route table yields a sample for every kind of page', () => {
  expect(urls.length).toBeGreaterThan(10)
})

for (const url of [...urls, NOT_FOUND_PATH]) {
  test(`${url} renders cleanly in both themes and at phone width`, async ({ page }) => {
    // Two full-page axe scans: on the longest pages (the control-mapping tables) they take over
    // a minute when every core is busy with the other workers.
    test.setTimeout(180_000)
    await useTheme(page, 'light')
    const response = await page.goto(url)
    expect(response?.status(), 'status').toBe(url === NOT_FOUND_PATH ? 404 : 200)
    const h1 = page.getByRole('heading', { level: 1 })
    await expect(h1).toHaveCount(1)
    if (url !== NOT_FOUND_PATH) await expect(h1).not.toHaveText('404 Page Not Found')
    await expect(page.getByRole('main')).toBeVisible()
    await waitForContent(page)
    await expect(page.locator('html')).toHaveClass(/light/)
    await expectNoSeriousA11yViolations(page, { soft: true, label: `${url} (light theme)` })

    await page.getByRole('button', { name: 'Switch to dark theme' }).click()
    await expect(page.locator('html')).toHaveClass(/dark/)
    await expectNoSeriousA11yViolations(page, { soft: true, label: `${url} (dark theme)` })

    await page.setViewportSize({ width: 375, height: 812 })
    await expect(h1).toBeVisible()
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    )
    expect(overflow, 'sideways scrolling at phone width').toBeLessThanOrEqual(0)
  })
}
