// Search insights from the browser: the quick search marks the requests it sends while the
// visitor types as typeahead, sends the query the visitor settled on once more when the dialog
// closes, and the admin report counts that query.
import { paths } from '../src/lib/paths.ts'
import { expect, test } from './fixtures.ts'

const ADMIN_TOKEN = 'e2e-admin-token-0123456789'
const QUERY = 'jit access'

/** The inputs of the tRPC search.query calls in a request URL (batched GET). */
function searchInputs(url: string): { q: string; typeahead?: boolean }[] {
  const parsed = new URL(url)
  if (!parsed.pathname.includes('search.query')) return []
  const input = JSON.parse(parsed.searchParams.get('input') ?? '{}') as Record<
    string,
    { json: { q: string; typeahead?: boolean } }
  >
  return Object.values(input).map((entry) => entry.json)
}

test('the quick search counts the query the visitor settled on, not each prefix', async ({
  page,
  request,
}) => {
  const sent: { q: string; typeahead?: boolean }[] = []
  page.on('request', (req) => sent.push(...searchInputs(req.url())))
  await page.goto(paths.home.getHref())
  await page.getByRole('banner').getByRole('button', { name: 'Search the knowledge base' }).click()
  const dialog = page.getByRole('dialog', { name: 'Search the knowledge base' })
  const combobox = dialog.getByRole('combobox', { name: 'Search the knowledge base' })
  // Slower than the debounce, so the prefixes are sent as the visitor types them.
  await combobox.pressSequentially(QUERY, { delay: 250 })
  await expect(dialog.getByRole('status')).toHaveText(/\d+ results/)
  const whileTyping = sent.length
  expect(whileTyping).toBeGreaterThan(1)
  expect(sent.every((input) => input.typeahead === true)).toBe(true)

  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect.poll(() => sent.slice(whileTyping)).toEqual([{ q: QUERY }])

  await expect
    .poll(async () => {
      const res = await request.get('/api/admin/search-insights?days=1&limit=100', {
        headers: { Authorization: `Bearer ${ADMIN_TOKEN}` },
      })
      const report = (await res.json()) as { topQueries: { query: string }[] }
      return report.topQueries.map((entry) => entry.query)
    })
    .toContain(QUERY)
})
