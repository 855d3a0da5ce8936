// The search port: what the rest of the server knows about search, whatever engine is behind it.

/**
 * One answerable unit of site content (built by server/indexing/content-documents.ts): a whole page, or one
 * section of a page, linked as `page#anchor`.
 */
export interface SearchDocument {
  id: string
  /** The page's title, or the section's heading. */
  title: string
  description: string
  body: string
  category: string
  /** The page's path, with `#anchor` for a section. */
  url: string
  keywords: string[]
  /** Set on a section: the title of the page it belongs to (searchable after the title). */
  pageTitle?: string
  /** How much the unit is written about what it names (PRIORITY); ranks after attribute. */
  priority: number
}

/**
 * Priorities, most dedicated first: the framework's own content (a page written about its
 * subject, or a section of one); an offering that teaches or delivers a subject (a course, an
 * eBook, a workshop, a consultancy package); an overview or listing page; a glossary line; a
 * community post.
 */
export const PRIORITY = { content: 4, offering: 3, overview: 2, glossary: 1, community: 0 } as const

/**
 * One ranked hit. `highlights` holds the matched words and phrases ("privileged access
 * management"), for the client to mark where they stand in the hit's text.
 */
export interface SearchHit {
  id: string
  title: string
  description: string
  category: string
  url: string
  /** The page the hit is on (its url without the anchor), and that page's title. */
  page: string
  pageTitle: string
  /** The section heading when the hit is one section of its page. */
  section?: string
  /** A short passage of the unit's text around the first matched word. */
  snippet: string
  highlights: string[]
}

export interface SearchResults {
  hits: SearchHit[]
  /** Query words left out: stop words, and words that match nothing in the index. */
  ignoredWords: string[]
  /** When nothing matched: the query with its words corrected from the index vocabulary. */
  suggestion?: string
}

export interface EncodedSearchAnswer {
  body: Buffer
  etag: string
  /** How many hits the answer holds. */
  resultCount: number
  /** 'gzip' when `body` is the JSON gzipped, as asked for; absent when it is the JSON itself. */
  contentEncoding?: 'gzip'
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
  search: (query: string, options: { limit: number }) => Promise<SearchResults>
  /**
   * Optional: the search's answer (answer.ts `answerOf`) already encoded as JSON, with Express's
   * default weak ETag, for an engine that can encode it away from the event loop; gzipped when
   * `gzip` is set and the JSON is long enough to gain from it.
   */
  encodedAnswer?: (
    query: string,
    options: { limit: number; gzip?: boolean },
  ) => Promise<EncodedSearchAnswer>
  /**
   * Resolves when the engine can answer: 'ok', or 'degraded' when a configured engine is down and
   * a fallback answers instead; rejects with a reason when search cannot answer at all.
   */
  health: () => Promise<SearchHealth>
}

/** The page part of a document's url. */
export function pageOf(url: string): string {
  const hash = url.indexOf('#')
  return hash === -1 ? url : url.slice(0, hash)
}

/** Whether the document is one section of its page (its url names an anchor). */
export function isSection(doc: Pick<SearchDocument, 'url'>): boolean {
  return doc.url.includes('#')
}
