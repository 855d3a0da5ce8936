// Search indexing of a running server: this process's embedded engine is built from content and
// database, then follows the outbox; the shared Meilisearch index (when configured) is checked
// and rebuilt only when out of date, and kept current by the outbox dispatcher. `status()` is
// what /readyz reports.
import type { DbHandle } from '../../db/client.ts'
import type { Logger } from '../logger.ts'
import type { SearchEngines } from '../search/create.ts'
import type { SearchIndex } from '../search/types.ts'
import { latestChangeId, pendingChanges } from '../stores/search-outbox.ts'
import { startOutboxDispatcher, type OutboxDispatcher } from './dispatcher.ts'
import { contentDocuments } from './content-documents.ts'
import { forumDocuments, indexVersion } from './documents.ts'
import { startIndexFollower, type IndexFollower } from './follower.ts'
import { buildSharedIndex } from './job.ts'

const notBuilt = () => Promise.reject(new Error('the shared search index is not built yet'))

/** A shared index that could not be checked or built at start is tried again this often. */
const BUILD_RETRY_MS = 30_000

export interface IndexStatus {
  /** Version of the indexed content (content hash and document schema version). */
  version: string
  /** The shared index's state: 'current', 'building', or 'stale' after a failed build. */
  shared?: 'current' | 'building' | 'stale'
  /** Outbox rows the shared index has not applied, and the age of the oldest (0: none). */
  pendingChanges: number
  lagMs: number
  /** This process's embedded index: newest applied outbox id, when it applied a change last. */
  applied: { cursor: number; lastChangeAt: string | null; lastAppliedAt: string | null }
}

export interface Indexing {
  status: () => Promise<IndexStatus>
  /** Applies every recorded change to this process's indexes (tests, benchmark). */
  settle: () => Promise<void>
  stop: () => Promise<void>
}

export interface IndexingOptions {
  handle: DbHandle
  engines: SearchEngines
  logger: Logger
  pollMs?: number
}

export async function startIndexing({
  handle,
  engines,
  logger,
  pollMs,
}: IndexingOptions): Promise<Indexing> {
  const content = contentDocuments()
  const version = indexVersion(content)
  // Read before the build: changes after this id are applied again by the follower.
  const cursor = await latestChangeId(handle.db)
  const documents = [...content, ...(await forumDocuments(handle.db))]
  await engines.embedded.replaceAll(documents)
  logger.info({ version, documents: documents.length }, 'embedded search index built')
  const timing = pollMs === undefined ? {} : { pollMs }
  const follower: IndexFollower = startIndexFollower({
    handle,
    index: engines.embedded,
    cursor,
    logger,
    ...timing,
  })

  const meilisearch = engines.meilisearch
  let shared: IndexStatus['shared'] = meilisearch ? 'building' : undefined
  let retry: NodeJS.Timeout | undefined
  let stopped = false
  const ensureShared = async () => {
    if (!meilisearch || stopped) return
    try {
      const result = await buildSharedIndex(handle, meilisearch, logger, { force: false })
      if (result.outcome === 'current') logger.info({ version }, 'search index is current')
      shared = 'current'
    } catch (err) {
      shared = 'stale'
      logger.warn({ err }, 'search index could not be checked or built; retrying in 30 s')
      retry = setTimeout(() => void ensureShared(), BUILD_RETRY_MS)
      retry.unref()
    }
  }
  await ensureShared()

  // The shared index's rows are marked by one dispatcher; without Meilisearch this process's
  // embedded index stands in (applying a change twice is harmless).
  // Until the shared index is built, its changes wait in the outbox (a write to a missing index
  // would create one without settings).
  const sharedTarget: SearchIndex | undefined = meilisearch && {
    ...meilisearch,
    upsert: (docs) => (shared === 'current' ? meilisearch.upsert(docs) : notBuilt()),
    remove: (ids) => (shared === 'current' ? meilisearch.remove(ids) : notBuilt()),
  }
  const dispatcher: OutboxDispatcher = startOutboxDispatcher({
    handle,
    target: sharedTarget ?? engines.embedded,
    logger,
    ...timing,
  })

  return {
    status: async () => {
      const pending = await pendingChanges(handle.db)
      const applied = follower.status()
      return {
        version,
        ...(shared ? { shared } : {}),
        pendingChanges: pending.count,
        lagMs: pending.oldest ? Math.max(0, Date.now() - pending.oldest.getTime()) : 0,
        applied: {
          cursor: applied.cursor,
          lastChangeAt: applied.lastChangeAt?.toISOString() ?? null,
          lastAppliedAt: applied.lastAppliedAt?.toISOString() ?? null,
        },
      }
    },
    settle: async () => {
      await follower.catchUp()
      await dispatcher.drain()
    },
    stop: async () => {
      stopped = true
      clearTimeout(retry)
      await Promise.all([follower.stop(), dispatcher.stop()])
    },
  }
}
