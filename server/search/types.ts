// The search port: what the rest of the server knows about search, whatever engine is behind it.

/** A document built from site content (see seed/search-documents.ts). */
export interface SearchDocument {
  id: string
  title: string
  description: string
  body: string
  category: string
  url: string
  keywords: string[]
}

/** One ranked hit. `highlights` holds the matched words, for the client to mark. */
export interface SearchHit {
  id: string
  title: string
  description: string
  category: string
  url: string
  highlights: string[]
}

export type SearchHealth = 'ok' | 'degraded'

export interface SearchIndex {
  /** Engine name for logs and /readyz, e.g. "embedded" or "meilisearch". */
  readonly name: string
  /** Replaces the whole index with these documents. */
  replaceAll: (documents: SearchDocument[]) => Promise<void>
  /**
   * Adds these documents, replacing any with the same id; resolves once searches see them.
   * Idempotent, so a retried change is harmless.
   */
  upsert: (documents: SearchDocument[]) => Promise<void>
  /** Removes the documents with these ids (unknown ids are ignored); resolves once applied. */
  remove: (ids: string[]) => Promise<void>
  search: (query: string, options: { limit: number }) => Promise<SearchHit[]>
  /**
   * Resolves when the engine can answer: 'ok', or 'degraded' when a configured engine is down and
   * a fallback answers instead; rejects with a reason when search cannot answer at all.
   */
  health: () => Promise<SearchHealth>
}
