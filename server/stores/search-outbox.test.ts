// Storage contract of the search outbox, run on every available backend: each moderation change
// records exactly one row in its own transaction (none when nothing changed), the row is
// announced by NOTIFY once committed, and rows move from pending to applied or back off.
import { describe, expect, it } from 'vitest'
import { testBackends } from '../../db/test-backends.ts'
import { useSeededForum } from '../testing/app.ts'
import { searchOutbox } from '../../db/schema/search-index.ts'
import * as forum from './forum.ts'
import * as outbox from './search-outbox.ts'

const newPost = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  categorySlug: 'best-practices',
  title: 'Outbox contract post',
  body: 'A post whose moderation the search outbox must record.',
  tags: ['outbox'],
}

describe.each(testBackends())('search outbox storage on $name', (backend) => {
  const database = useSeededForum(backend)
  const rows = async () => database().db.select().from(searchOutbox).orderBy(searchOutbox.id)

  it('records one row per approve, edit, reject and delete, and none for no change', async () => {
    const before = (await rows()).length
    const post = await forum.createPendingPost(database().db, newPost)
    const id = post!.id
    expect(await rows()).toHaveLength(before) // pending posts are never indexed
    expect(await forum.approvePost(database().db, id)).toBe('approved')
    expect(await forum.approvePost(database().db, id)).toBe('already-published')
    expect(await forum.editPost(database().db, id, { title: 'Outbox contract post, edited' })).toBe(
      'edited',
    )
    expect(await forum.editPost(database().db, id, { categorySlug: 'no-such-category' })).toBe(
      'missing',
    )
    expect(await forum.rejectPost(database().db, id)).toBe('rejected')
    expect(await forum.rejectPost(database().db, id)).toBe('already-rejected')
    expect(await forum.deletePost(database().db, id)).toBe(true)
    expect(await forum.deletePost(database().db, id)).toBe(false)
    expect(await forum.approvePost(database().db, 999_999)).toBe('missing')
    const recorded = (await rows()).slice(before)
    expect(recorded.map((r) => [r.entity, r.entityId, r.appliedAt, r.attempts])).toEqual(
      Array.from({ length: 4 }, () => ['forum-post', id, null, 0]),
    )
  })

  it('rolls the row back with the change it belongs to', async () => {
    const before = (await rows()).length
    await expect(
      database().db.transaction(async (tx) => {
        await outbox.recordIndexChange(tx, 'forum-post', 1)
        throw new Error('the change failed')
      }),
    ).rejects.toThrow('the change failed')
    expect(await rows()).toHaveLength(before)
  })

  it('announces a committed row on the outbox channel', async () => {
    const payloads: string[] = []
    const unlisten = await database().listen(outbox.SEARCH_OUTBOX_CHANNEL, (p) => payloads.push(p))
    try {
      await database().db.transaction((tx) => outbox.recordIndexChange(tx, 'forum-post', 2))
      const last = (await rows()).at(-1)!
      await expect.poll(() => payloads, { timeout: 2000 }).toContain(String(last.id))
    } finally {
      await unlisten()
    }
  })

  it('reads changes after a cursor and recent ones, and tracks pending, failed and applied rows', async () => {
    const all = await rows()
    const newest = await outbox.latestChangeId(database().db)
    expect(newest).toBe(all.at(-1)!.id)
    expect(await outbox.changesSince(database().db, newest, 0, 100)).toEqual([])
    // Recent rows are read again whatever the cursor.
    expect((await outbox.changesSince(database().db, newest, 60_000, 100)).length).toBe(all.length)

    expect(await outbox.pendingChanges(database().db)).toMatchObject({ count: all.length })
    const [first, ...rest] = all.map((r) => r.id)
    await outbox.markFailed(database().db, [first!], 'Meilisearch down', 60_000)
    expect((await outbox.dueChanges(database().db, 100)).map((r) => r.id)).toEqual(rest)
    const later = new Date(Date.now() + 61_000)
    expect((await outbox.dueChanges(database().db, 100, later))[0]).toMatchObject({
      id: first,
      attempts: 1,
    })
    await outbox.markApplied(
      database().db,
      all.map((r) => r.id),
    )
    expect(await outbox.pendingChanges(database().db)).toEqual({ count: 0, oldest: null })
    expect(await outbox.pruneApplied(database().db, new Date(Date.now() + 1000))).toBe(all.length)
    expect(await rows()).toEqual([])
  })

  it('stores one version per index name', async () => {
    expect(await outbox.storedIndexVersion(database().db, 'meilisearch:knowledge')).toBeNull()
    await outbox.saveIndexVersion(database().db, 'meilisearch:knowledge', 's1-aaaa')
    await outbox.saveIndexVersion(database().db, 'meilisearch:knowledge', 's1-bbbb')
    expect(await outbox.storedIndexVersion(database().db, 'meilisearch:knowledge')).toBe('s1-bbbb')
  })
})
