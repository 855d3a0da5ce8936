// Building the shared (Meilisearch) index is a job: `npm run index` and the seed always rebuild;
// a server start rebuilds only when the stored version differs from the one its content makes
// (or the index is missing). A build goes into a new index under a versioned name that is then
// swapped in, so searches never see a half-built index. On PostgreSQL, concurrent starts take
// turns on an advisory lock and the later ones find the index current.
import { sql } from 'drizzle-orm'
import type { Database, DbHandle } from '../../db/client.ts'
import type { Logger } from '../logger.ts'
import type { MeilisearchIndex } from '../search/meilisearch.ts'
import { saveIndexVersion, storedIndexVersion } from '../stores/search-outbox.ts'
import { contentDocuments } from './content-documents.ts'
import { forumDocuments, indexVersion } from './documents.ts'

/** Advisory lock key of index builds ("build" in ASCII). */
const BUILD_LOCK = 0x6275696c64

export const versionKey = (index: MeilisearchIndex) => `meilisearch:${index.uid}`

export interface BuildResult {
  outcome: 'current' | 'rebuilt'
  version: string
  documents?: number
}

export async function buildSharedIndex(
  handle: DbHandle,
  index: MeilisearchIndex,
  logger: Pick<Logger, 'info'>,
  { force }: { force: boolean },
): Promise<BuildResult> {
  const content = contentDocuments()
  const version = indexVersion(content)
  const build = async (db: Database): Promise<BuildResult> => {
    if (!force && (await storedIndexVersion(db, versionKey(index))) === version) {
      if ((await index.documentCount()) !== null) return { outcome: 'current', version }
    }
    const documents = [...content, ...(await forumDocuments(db))]
    const started = Date.now()
    await index.rebuild(documents, version)
    await saveIndexVersion(db, versionKey(index), version)
    logger.info(
      { index: index.uid, version, documents: documents.length, ms: Date.now() - started },
      'search index built and swapped in',
    )
    return { outcome: 'rebuilt', version, documents: documents.length }
  }
  if (handle.kind === 'pglite') return build(handle.db)
  return handle.db.transaction(async (tx) => {
    // Blocks while another process builds; it then finds the index current.
    await tx.execute(sql`select pg_advisory_xact_lock(${BUILD_LOCK})`)
    return build(tx as unknown as Database)
  })
}
