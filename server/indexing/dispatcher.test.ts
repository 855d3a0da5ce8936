// The outbox dispatcher against a shared index that fails: the changes stay in the outbox
// (pending, attempts counted, last error kept) and land once the index is back, so database
// and index converge after an outage and no write is lost.
import { describe, expect, it } from 'vitest'
import { testBackends } from '../../db/test-backends.ts'
import { useSeededForum } from '../testing/app.ts'
import { createLogger } from '../logger.ts'
import { createEmbeddedIndex } from '../search/embedded.ts'
import type { SearchIndex } from '../search/types.ts'
import { approvePost, createPendingPost, rejectPost } from '../stores/forum.ts'
import { pendingChanges } from '../stores/search-outbox.ts'
import { searchOutbox } from '../../db/schema/search-index.ts'
import { retryDelayMs, startOutboxDispatcher } from './dispatcher.ts'

/** An index whose writes fail while `down` is set (searches keep answering). */
function flakyIndex() {
  const inner = createEmbeddedIndex()
  const state = { down: true, failedWrites: 0 }
  const guard = async () => {
    if (state.down) {
      state.failedWrites++
      throw new Error('connect ECONNREFUSED 127.0.0.1:7700')
    }
  }
  const index: SearchIndex = {
    ...inner,
    name: 'flaky',
    upsert: async (docs) => (await guard(), inner.upsert(docs)),
    remove: async (ids) => (await guard(), inner.remove(ids)),
  }
  return { index, state }
}

describe('retry delays', () => {
  it('double from 250 ms up to 30 s', () => {
    expect([1, 2, 3, 4].map(retryDelayMs)).toEqual([250, 500, 1000, 2000])
    expect(retryDelayMs(20)).toBe(30_000)
  })
})

describe.each(testBackends())('outbox dispatcher on $name', (backend) => {
  const database = useSeededForum(backend)

  it('keeps the changes while the index fails and converges once it recovers', async () => {
    const { index, state } = flakyIndex()
    const dispatcher = startOutboxDispatcher({
      handle: database(),
      target: index,
      logger: createLogger('silent'),
      pollMs: 100,
    })
    try {
      const make = (title: string) =>
        createPendingPost(database().db, {
          firstName: 'Ada',
          lastName: null,
          email: 'ada@example.com',
          categorySlug: 'best-practices',
          title,
          body: `${title}: a post written while the search index was down.`,
          tags: [],
        })
      const kept = await make('Platypus vault checklist')
      const dropped = await make('Echidna vault checklist')
      await approvePost(database().db, kept!.id)
      await approvePost(database().db, dropped!.id)
      await rejectPost(database().db, dropped!.id)

      const rows = async () => database().db.select().from(searchOutbox)
      await expect
        .poll(async () => (await rows()).every((row) => row.attempts >= 2), { timeout: 5000 })
        .toBe(true)
      expect(await rows()).toHaveLength(3)
      for (const row of await rows()) {
        expect(row.appliedAt).toBeNull()
        expect(row.attempts).toBeGreaterThanOrEqual(1)
        expect(row.lastError).toContain('ECONNREFUSED')
      }
      expect((await index.search('platypus', { limit: 5 })).hits).toEqual([])

      state.down = false
      await expect
        .poll(async () => (await pendingChanges(database().db)).count, { timeout: 5000 })
        .toBe(0)
      const ids = async (q: string) => (await index.search(q, { limit: 5 })).hits.map((h) => h.id)
      expect(await ids('platypus')).toContain(`forum-post:${kept!.id}`)
      // The rejected post's changes converge to its current state: not indexed.
      expect(await ids('echidna')).not.toContain(`forum-post:${dropped!.id}`)
      for (const row of await rows()) {
        expect(row.appliedAt).toBeInstanceOf(Date)
        expect(row.lastError).toBeNull()
      }
    } finally {
      await dispatcher.stop()
    }
  }, 30_000)
})
