// The shared index build job, against an in-memory stand-in for the Meilisearch adapter: a start
// rebuilds only when the stored version differs or the index is missing; `npm run index` (force)
// always rebuilds; every build carries content and the forum rows of the database.
import { describe, expect, it } from 'vitest'
import { testBackends } from '../../db/test-backends.ts'
import { useSeededForum } from '../testing/app.ts'
import { createLogger } from '../logger.ts'
import { createEmbeddedIndex } from '../search/embedded.ts'
import type { MeilisearchIndex } from '../search/meilisearch.ts'
import type { SearchDocument } from '../search/types.ts'
import { saveIndexVersion, storedIndexVersion } from '../stores/search-outbox.ts'
import { contentDocuments } from './content-documents.ts'
import { indexVersion } from './documents.ts'
import { buildSharedIndex, versionKey } from './job.ts'

function fakeSharedIndex() {
  const inner = createEmbeddedIndex()
  const builds: Array<{ version: string; documents: SearchDocument[] }> = []
  let exists = false
  const index: MeilisearchIndex = {
    ...inner,
    name: 'meilisearch',
    uid: 'knowledge',
    documentCount: async () => (exists ? inner.documents().length : null),
    rebuild: async (documents, version) => {
      builds.push({ version, documents })
      await inner.replaceAll(documents)
      exists = true
    },
  }
  return { index, builds, drop: () => void (exists = false) }
}

describe.each(testBackends())('shared index build job on $name', (backend) => {
  const database = useSeededForum(backend)
  const logger = createLogger('silent')

  it('builds once, then finds the index current until forced, outdated or missing', async () => {
    const { index, builds, drop } = fakeSharedIndex()
    const version = indexVersion(contentDocuments())
    const first = await buildSharedIndex(database(), index, logger, { force: false })
    expect(first).toMatchObject({ outcome: 'rebuilt', version })
    expect(await storedIndexVersion(database().db, versionKey(index))).toBe(version)
    const ids = builds[0]!.documents.map((d) => d.id)
    expect(ids).toContain('forum-category:privileged-access')
    expect(ids.filter((id) => id.startsWith('forum-post:')).length).toBeGreaterThanOrEqual(40)
    expect(ids.length).toBe(new Set(ids).size)

    expect(await buildSharedIndex(database(), index, logger, { force: false })).toEqual({
      outcome: 'current',
      version,
    })
    expect(builds).toHaveLength(1)

    await buildSharedIndex(database(), index, logger, { force: true })
    expect(builds).toHaveLength(2)

    await saveIndexVersion(database().db, versionKey(index), 's0-older')
    await buildSharedIndex(database(), index, logger, { force: false })
    expect(builds).toHaveLength(3)

    drop()
    await buildSharedIndex(database(), index, logger, { force: false })
    expect(builds.map((b) => b.version)).toEqual([version, version, version, version])
  })
})
