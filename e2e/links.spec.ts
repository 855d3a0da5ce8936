// Crawls the site from "/" over every internal link, in both themes: no link may land on the
// 404 page (status 404 or the '404 Page Not Found' heading), and no page may log a console
// error. Links are read from the rendered page, so every new page and link is covered.
import type { Page } from '@playwright/test'
import { expect, test, useTheme } from './fixtures.ts'

/** Same-origin page links in the current page: path and query, without the fragment. */
async function pageLinks(page: Page): Promise<string[]> {
  return page.$$eval('a[href]', (anchors) =>
    anchors
      .map((a) => new URL((a as HTMLAnchorElement).href, window.location.href))
      .filter((url) => url.origin === window.location.origin)
      .filter((url) => !/^\/(api|trpc|assets)\//.test(url.pathname))
      .filter((url) => !/\.[a-z0-9]+$/i.test(url.pathname))
      .map((url) => `${url.pathname}${url.search}`),
  )
}

for (const theme of ['light', 'dark'] as const) {
  test(`no internal link lands on the 404 page (${theme} theme)`, async ({
    page,
    consoleErrors,
  }) => {
    test.setTimeout(15 * 60_000)
    await useTheme(page, theme)
    const seen = new Set<string>(['/'])
    const queue: { url: string; from: string }[] = [{ url: '/', from: '(start)' }]
    const broken: string[] = []
    for (let next = queue.shift(); next; next = queue.shift()) {
      const { url, from } = next
      const response = await page.goto(url)
      await page.waitForLoadState('networkidle')
      const heading = page.getByRole('heading', { level: 1 })
      await expect(heading.first()).toBeVisible()
      const notFound =
        response?.status() === 404 ||
        (await heading.first().textContent())?.trim() === '404 Page Not Found'
      if (notFound) {
        broken.push(`${url} (linked from ${from})`)
        continue
      }
      expect(consoleErrors, `console errors on ${url}`).toEqual([])
      for (const link of await pageLinks(page)) {
        // One visit per path: the query (e.g. a contact topic) does not change the route.
        const path = link.split('?')[0] ?? link
        if (seen.has(path)) continue
        seen.add(path)
        queue.push({ url: link, from: url })
      }
    }
    expect(broken, 'internal links that land on the 404 page').toEqual([])
    expect(seen.size).toBeGreaterThan(10)
  })
}
