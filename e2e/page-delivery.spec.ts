// What the server delivers before any script runs: prerendered HTML with content and head
// tags, Course JSON-LD, a real 404 status, sitemap.xml and robots.txt from the route table,
// immutable compressed assets, and the JavaScript budget of "/"; and that starting the app
// leaves the styles the server delivered where they are.
import { certifications } from '../src/content/training.ts'
import { paths } from '../src/lib/paths.ts'
import { expect, test } from './fixtures.ts'
import { NOT_FOUND_PATH, pageUnder, readPrerenderManifest } from './route-source.ts'

/** The JavaScript "/" may load: at most 170 KB gzipped, as the browser counts it. */
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

test('sitemap.xml lists every prerendered page but the noindex ones and robots.txt points to it', async ({
  request,
}) => {
  const sitemap = await (await request.get('/sitemap.xml')).text()
  const manifest = readPrerenderManifest()
  // Personal pages (sign-in, account, the moderation desk) are noindex and stay out of it.
  const noindex = new Set(manifest.noindex ?? [])
  expect(noindex.size).toBeGreaterThan(0)
  for (const key of noindex) expect(sitemap).not.toContain(`${key}</loc>`)
  const pages = Object.keys(manifest.pages).filter((key) => !noindex.has(key))
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

for (const url of ['/policy/joiners', '/forum']) {
  test(`${url}: starting the app moves none of the server's style tags and inserts none of their rules again`, async ({
    page,
  }) => {
    // A style element that is removed and added back is parsed again and restyles the page.
    await page.addInitScript(() => {
      const removed: string[] = []
      Object.assign(window, { removedStyles: removed })
      new MutationObserver((records) => {
        for (const record of records)
          for (const node of record.removedNodes)
            if (node.nodeName === 'STYLE') removed.push((node as Element).outerHTML.slice(0, 80))
      }).observe(document, { childList: true, subtree: true })
    })
    await page.goto(url)
    const { removed, served, reinserted } = await page.evaluate(() => {
      const served = [...document.querySelectorAll('style[data-page-styles]')].flatMap(
        (tag) => tag.getAttribute('data-page-styles')?.split(' ') ?? [],
      )
      const inserted = [...document.querySelectorAll('style[data-emotion]')].flatMap((tag) =>
        [...((tag as HTMLStyleElement).sheet?.cssRules ?? [])].map((rule) => rule.cssText),
      )
      return {
        removed: (window as unknown as { removedStyles: string[] }).removedStyles,
        served,
        reinserted: served.filter((name) => inserted.some((rule) => rule.includes(`.css-${name}`))),
      }
    })
    expect(served.length).toBeGreaterThan(20)
    expect(removed).toEqual([])
    expect(reinserted).toEqual([])
  })
}
