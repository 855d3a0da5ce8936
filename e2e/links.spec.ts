// No internal link lands on the 404 page. The crawl reads the HTML the server sends, without a
// browser: it starts from "/" and every prerendered page, follows every internal link of every
// page it fetches, and fails for any link whose page answers 404 or is the 404 page. The forum's
// pages are rendered with their data on the server, so their links (posts, categories, tags,
// members) are followed too.
import { expect, test, type APIRequestContext } from '@playwright/test'
import { internalLinks } from '../scripts/prerender/html.ts'
import { pageKey } from '../server/prerendered.ts'
import { readPrerenderManifest } from './route-source.ts'

/** Pages fetched at once: enough to keep the server busy without queueing requests. */
const PARALLEL_FETCHES = 6

interface Visit {
  url: string
  from: string
}

async function fetchPage(request: APIRequestContext, url: string) {
  const response = await request.get(url, { headers: { accept: 'text/html' } })
  const html = await response.text()
  const notFound = response.status() === 404 || /<h1\b[^>]*>\s*404 Page Not Found/.test(html)
  return { status: response.status(), html, notFound }
}

test('no internal link lands on the 404 page', async ({ request }) => {
  const starts = ['/', ...Object.keys(readPrerenderManifest().pages).map((key) => encodeURI(key))]
  const seen = new Set(starts.map(pageKey))
  const broken: string[] = []
  const failed: string[] = []

  let wave: Visit[] = starts.map((url) => ({ url, from: 'the build' }))
  while (wave.length > 0) {
    const found: Visit[] = []
    for (let i = 0; i < wave.length; i += PARALLEL_FETCHES) {
      await Promise.all(
        wave.slice(i, i + PARALLEL_FETCHES).map(async ({ url, from }) => {
          const page = await fetchPage(request, url)
          if (page.notFound) return broken.push(`${url} (linked from ${from})`)
          if (page.status !== 200) failed.push(`${url} answered ${page.status} (from ${from})`)
          for (const link of internalLinks(page.html)) {
            if (seen.has(pageKey(link))) continue
            seen.add(pageKey(link))
            found.push({ url: link, from: url })
          }
        }),
      )
    }
    wave = found
  }

  expect(broken, 'internal links that land on the 404 page').toEqual([])
  expect(failed, 'internal links that do not answer 200').toEqual([])
  expect(seen.size).toBeGreaterThan(10)
})
