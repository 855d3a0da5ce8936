// What the search indexes hold, from its sources of truth: site content (src/content, built into
// the server) and the forum rows in the database. Also the index version: a hash of the content
// documents, the Meilisearch settings and the document schema version, so a start-up can tell
// whether a shared index is current.
import { createHash } from 'node:crypto'
import type { Database } from '../../db/client.ts'
import { forumCategoryDocument, forumPostDocument, forumPostDocumentId } from './forum-documents.ts'
import { meiliIndexSettings } from '../search/meilisearch.ts'
import type { SearchDocument } from '../search/types.ts'
import { indexableCategories, indexablePosts } from '../stores/forum.ts'
import type { OutboxChange } from '../stores/search-outbox.ts'

/** Bump when the shape or meaning of documents changes without a content change. */
export const DOCUMENT_SCHEMA_VERSION = 2

/** `s<schema>-<hash>`: changes whenever content, index settings or the schema change. */
export function indexVersion(content: SearchDocument[]): string {
  const hash = createHash('sha256')
    .update(
      JSON.stringify({
        settings: meiliIndexSettings(content),
        documents: content,
      }),
    )
    .digest('hex')
    .slice(0, 16)
  return `s${DOCUMENT_SCHEMA_VERSION}-${hash}`
}

/** Every forum category (with its live post count) and every published post. */
export async function forumDocuments(db: Database): Promise<SearchDocument[]> {
  const [categories, posts] = await Promise.all([indexableCategories(db), indexablePosts(db)])
  return [...categories.map(forumCategoryDocument), ...posts.map(forumPostDocument)]
}

export interface DocumentChanges {
  upsert: SearchDocument[]
  remove: string[]
}

/**
 * The documents to write for these outbox changes, from the rows' current state: a published
 * post is (re)written, any other is removed, and every category is rewritten (counts and post
 * titles move with posts). Applying the same changes again writes the same documents.
 */
export async function documentsForChanges(
  db: Database,
  changes: readonly Pick<OutboxChange, 'entity' | 'entityId'>[],
): Promise<DocumentChanges> {
  const postIds = [
    ...new Set(changes.filter((c) => c.entity === 'forum-post').map((c) => c.entityId)),
  ]
  if (postIds.length === 0) return { upsert: [], remove: [] }
  const [posts, categories] = await Promise.all([
    indexablePosts(db, postIds),
    indexableCategories(db),
  ])
  const live = new Set(posts.map((post) => post.id))
  return {
    upsert: [...posts.map(forumPostDocument), ...categories.map(forumCategoryDocument)],
    remove: postIds.filter((id) => !live.has(id)).map(forumPostDocumentId),
  }
}
