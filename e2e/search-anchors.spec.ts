// Every section the search links to (`page#anchor`) is an element its page renders with that
// id, and no page repeats an id. Sections are read in the served HTML, without a browser; the
// few a page mounts only when a link asks for them (the maturity assessment's other tabs) are
// opened in the browser, by following the link.
import { contentDocuments } from '../server/indexing/content-documents.ts'
import { expect, test } from './fixtures.ts'

test('every search anchor is rendered by its page, and ids are unique', async ({
  request,
  page: browserPage,
}) => {
  const anchorsByPage = new Map<string, Set<string>>()
  for (const { url } of contentDocuments()) {
    const [page, anchor] = url.split('#')
    if (!anchor) continue
    const key = page || '/'
    if (!anchorsByPage.has(key)) anchorsByPage.set(key, new Set())
    anchorsByPage.get(key)!.add(anchor)
  }
  expect(anchorsByPage.size).toBeGreaterThan(20)
  for (const [page, anchors] of anchorsByPage) {
    const response = await request.get(page)
    expect(response.status(), page).toBe(200)
    let ids = [...(await response.text()).matchAll(/\sid="([^"]+)"/g)].map((m) => m[1]!)
    const mountedOnDemand = [...anchors].filter((anchor) => !ids.includes(anchor))
    for (const anchor of mountedOnDemand) {
      await browserPage.goto(`${page}#${anchor}`)
      await expect(browserPage.locator(`[id="${anchor}"]`), `${page}#${anchor}`).toBeVisible()
    }
    if (mountedOnDemand.length > 0) {
      // Every part of the page is mounted now: its ids must still be unique.
      ids = await browserPage.locator('[id]').evaluateAll((elements) => elements.map((e) => e.id))
    }
    expect(
      ids.filter((id, i) => ids.indexOf(id) !== i),
      `ids repeated on ${page}`,
    ).toEqual([])
  }
})
