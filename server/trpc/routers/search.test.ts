// search.query through createCaller: trimmed input, ordered and limited results, BAD_REQUEST for
// blank or over-long queries.
import { describe, expect, it } from 'vitest'
import { contentDocuments } from '../../indexing/content-documents.ts'
import type { DbHandle } from '../../../db/client.ts'
import { parseEnv } from '../../env.ts'
import { createLogger } from '../../logger.ts'
import { createEmbeddedIndex } from '../../search/embedded.ts'
import { createContextInner } from '../context.ts'
import { createCaller } from './_app.ts'

async function caller() {
  const search = createEmbeddedIndex()
  await search.replaceAll(contentDocuments())
  // Search never touches storage.
  const db = {} as DbHandle
  return createCaller(
    createContextInner({
      env: parseEnv({ NODE_ENV: 'test' }),
      logger: createLogger('silent'),
      db,
      search,
    }),
  )
}

describe('search.query', () => {
  it('answers the trimmed query with at most 20 results carrying the spec fields', async () => {
    const call = await caller()
    const res = await call.search.query({ q: '  management  ' })
    expect(res.query).toBe('management')
    expect(res.results.length).toBeGreaterThan(0)
    expect(res.results.length).toBeLessThanOrEqual(20)
    for (const hit of res.results) {
      expect(hit).toEqual(
        expect.objectContaining({
          title: expect.any(String),
          description: expect.any(String),
          category: expect.any(String),
          url: expect.stringMatching(/^(\/|#)/),
        }),
      )
    }
  })

  it('puts the page named by the query first', async () => {
    const call = await caller()
    expect((await call.search.query({ q: 'Joiners Policy' })).results[0]?.url).toBe(
      '/policy/joiners',
    )
  })

  it.each([[''], ['   '], ['x'.repeat(201)]])('rejects %j with BAD_REQUEST', async (q) => {
    const call = await caller()
    await expect(call.search.query({ q })).rejects.toMatchObject({ code: 'BAD_REQUEST' })
  })
})
