// Meilisearch adapter for the search port. Index settings mirror the embedded engine: the same
// searchable attribute order, the same IAM thesaurus, Meilisearch's default typo budget written
// out explicitly, the ranking rules words → typo → proximity → attribute → exactness, and one
// hit per page (distinct url).
import { Meilisearch, type Settings } from 'meilisearch'
import { SEARCHABLE_ATTRIBUTES } from './embedded.ts'
import { meilisearchSynonyms } from './synonyms.ts'
import type { SearchDocument, SearchHit, SearchIndex } from './types.ts'

export const MEILI_INDEX_UID = 'knowledge'
const PRE = '\u0001'
const POST = '\u0002'

export const MEILI_INDEX_SETTINGS: Settings = {
  searchableAttributes: [...SEARCHABLE_ATTRIBUTES],
  displayedAttributes: ['id', 'title', 'description', 'category', 'url'],
  rankingRules: ['words', 'typo', 'proximity', 'attribute', 'exactness'],
  // One hit per page: the best document of a url stands for it (mirrored by the embedded engine).
  distinctAttribute: 'url',
  synonyms: meilisearchSynonyms(),
  typoTolerance: { enabled: true, minWordSizeForTypos: { oneTypo: 5, twoTypos: 9 } },
}

interface MeiliDocument extends SearchDocument {
  /** Meilisearch ids allow only [A-Za-z0-9_-]: our ids ("policy:joiners") are base64url-encoded. */
  key: string
}

export interface MeilisearchOptions {
  host: string
  apiKey?: string
  indexUid?: string
  /** Per request, in ms: an unreachable server must fail fast so the fallback answers. */
  timeoutMs?: number
}

/** The matched words Meilisearch marked in the highlighted attributes. */
function markedWords(formatted: Record<string, unknown> | undefined): string[] {
  const words = new Set<string>()
  for (const value of Object.values(formatted ?? {})) {
    if (typeof value !== 'string') continue
    for (const match of value.matchAll(new RegExp(`${PRE}([^${POST}]*)${POST}`, 'g'))) {
      for (const word of match[1]!.toLowerCase().split(/[^\p{L}\p{N}]+/u)) if (word) words.add(word)
    }
  }
  return [...words]
}

export function createMeilisearchIndex(options: MeilisearchOptions): SearchIndex {
  const client = new Meilisearch({
    host: options.host,
    ...(options.apiKey ? { apiKey: options.apiKey } : {}),
    timeout: options.timeoutMs ?? 2000,
  })
  const index = client.index<MeiliDocument>(options.indexUid ?? MEILI_INDEX_UID)

  return {
    name: 'meilisearch',
    replaceAll: async (documents) => {
      // Creating an existing index fails its task without throwing here; settings then apply.
      await client.createIndex(index.uid, { primaryKey: 'key' }).waitTask()
      await index.updateSettings(MEILI_INDEX_SETTINGS).waitTask()
      await index.deleteAllDocuments().waitTask()
      const withKeys = documents.map((doc) => ({
        ...doc,
        key: Buffer.from(doc.id).toString('base64url'),
      }))
      const task = await index.addDocuments(withKeys, { primaryKey: 'key' }).waitTask()
      if (task.status !== 'succeeded') {
        throw new Error(`Meilisearch indexing ${task.status}: ${task.error?.message ?? ''}`)
      }
    },
    search: async (query, { limit }) => {
      const response = await index.search(query, {
        limit,
        attributesToHighlight: ['title', 'description'],
        highlightPreTag: PRE,
        highlightPostTag: POST,
      })
      return response.hits.map((hit): SearchHit => ({
        id: hit.id,
        title: hit.title,
        description: hit.description,
        category: hit.category,
        url: hit.url,
        highlights: markedWords(hit._formatted as Record<string, unknown> | undefined),
      }))
    },
    health: async () => {
      await client.health()
      return 'ok'
    },
  }
}
