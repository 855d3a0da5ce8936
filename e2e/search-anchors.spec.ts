// Every section the search links to (`page#anchor`) is an element its page renders with that
// id, in the served HTML, and no page repeats an id. Over HTTP: no browser needed.
import { contentDocuments } from '../server/indexing/content-documents.ts'
import { expect, test } from './fixtures.ts'

test('every search anchor is rendered by its page, and ids are unique', async ({ request }) => {
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
    const ids = [...(await response.text()).matchAll(/\sid="([^"]+)"/g)].map((m) => m[1]!)
    for (const anchor of anchors) expect(ids, `${page}#${anchor}`).toContain(anchor)
    expect(
      ids.filter((id, i) => ids.indexOf(id) !== i),
      `ids repeated on ${page}`,
    ).toEqual([])
  }
})
