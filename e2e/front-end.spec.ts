// Issue 10 guard rails outside the crawl: prerendered HTML carries content and head tags
// before any script runs, unknown paths answer 404, sitemap/robots come from the route
// table, "/" stays within its JavaScript budget, and focus moves sensibly.
import { certifications } from '../src/content/training.ts'
import { paths } from '../src/lib/paths.ts'
import { expect, test } from './fixtures.ts'
import { NOT_FOUND_PATH, pageUnder, readPrerenderManifest } from './route-source.ts'

/** Issue 10's budget: JavaScript loaded by "/" at most 170 KB gzipped, as the browser counts it. */
const HOME_JS_BUDGET = 170 * 1024

function headOf(html: string) {
  const pick = (re: RegExp) => re.exec(html)?.[1]
  return {
    title: pick(/<title>([^<]*)<\/title>/),
    description: pick(/<meta name="description" content="([^"]*)"/),
    canonical: pick(/<link rel="canonical" href="([^"]*)"/),
    ogTitle: pick(/<meta property="og:title" content="([^"]*)"/),
    h1: pick(/<h1\b[^>]*>([\s\S]*?)<\/h1>/)?.replace(/<[^>]+>/g, ''),
    organization: html.includes('"@type":"Organization"'),
  }
}

test('raw HTML of "/", a policy page and a training page holds their content and titles', async ({
  request,
}) => {
  const manifest = readPrerenderManifest()
  const urls = ['/', pageUnder(manifest, '/policy/'), pageUnder(manifest, '/training/')]
  for (const url of urls.filter((u): u is string => u !== undefined)) {
    const response = await request.get(url)
    expect(response.status(), url).toBe(200)
    const head = headOf(await response.text())
    expect(head.title, `${url} title`).toMatch(/IPAML/)
    expect(head.description?.length, `${url} description`).toBeGreaterThan(40)
    expect(head.canonical, `${url} canonical`).toMatch(/^https?:\/\/[^/]+\//)
    expect(head.ogTitle, `${url} og:title`).toBe(head.title)
    expect(head.h1?.trim().length, `${url} h1`).toBeGreaterThan(3)
    expect(head.organization, `${url} Organization JSON-LD`).toBe(true)
  }
  expect(pageUnder(manifest, '/policy/'), 'a prerendered policy page').toBeDefined()
})

test('raw HTML of each certification page carries its Course JSON-LD', async ({ request }) => {
  for (const course of certifications) {
    const html = await (await request.get(paths.training.getHref(course.title))).text()
    const blocks = [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)]
    const data = blocks.map((block) => JSON.parse(block[1] ?? '{}') as Record<string, unknown>)
    expect(data.map((d) => d['@type']).sort(), course.title).toEqual(['Course', 'Organization'])
    expect(
      data.find((d) => d['@type'] === 'Course'),
      course.title,
    ).toMatchObject({
      courseCode: course.title,
      name: course.fullTitle,
      offers: { priceCurrency: 'USD' },
    })
  }
})

test('an unknown path answers 404 with the 404 page in its HTML', async ({ request }) => {
  const response = await request.get(NOT_FOUND_PATH)
  expect(response.status()).toBe(404)
  const html = await response.text()
  expect(html).toContain('404 Page Not Found')
  expect(html).toContain('Did you forget to add the page to the router?')
})

test('sitemap.xml lists every prerendered page and robots.txt points to it', async ({
  request,
}) => {
  const sitemap = await (await request.get('/sitemap.xml')).text()
  const pages = Object.keys(readPrerenderManifest().pages)
  // … plus the forum's categories and posts, from the database.
  const forumEntries = sitemap.match(/<loc>[^<]*\/forum\/(category|post)\//g)?.length ?? 0
  expect(forumEntries).toBeGreaterThan(0)
  expect(sitemap.match(/<loc>/g)?.length).toBe(pages.length + forumEntries)
  expect(sitemap).toContain('/policy</loc>')
  const robots = await (await request.get('/robots.txt')).text()
  expect(robots).toMatch(/^Sitemap: https?:\/\/.+\/sitemap\.xml$/m)
})

test('hashed assets are compressed and cached as immutable', async ({ page, request }) => {
  await page.goto('/')
  const script = await page.locator('script[type="module"][src]').first().getAttribute('src')
  expect(script).toMatch(/^\/assets\//)
  const response = await request.get(script ?? '', { headers: { 'Accept-Encoding': 'gzip' } })
  expect(response.headers()['cache-control']).toContain('immutable')
  expect(response.headers()['content-encoding']).toBe('gzip')
})

test('"/" loads at most 170 KB of gzipped JavaScript', async ({ page }) => {
  await page.goto('/')
  await page.waitForLoadState('networkidle')
  const bytes = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter((entry) => entry.name.endsWith('.js'))
      .reduce((sum, entry) => sum + (entry as PerformanceResourceTiming).encodedBodySize, 0),
  )
  console.log(`"/" loaded ${(bytes / 1024).toFixed(1)} KB of gzipped JavaScript`)
  expect(bytes).toBeGreaterThan(10_000)
  expect(bytes).toBeLessThanOrEqual(HOME_JS_BUDGET)
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

test.describe('at phone width', () => {
  test.use({ viewport: { width: 390, height: 844 } })

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
})
