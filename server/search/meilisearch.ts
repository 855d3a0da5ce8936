// Meilisearch adapter for the search port. Index settings derive from the same data as the
// embedded engine: the searchable attribute order, the ranking rules (with the document
// priority), the stop words, the thesaurus plus the word forms of the indexed vocabulary as
// synonyms, Meilisearch's default typo budget written out, one hit per url, and the matching
// strategy sent with every search. Hits are capped per page and given snippets as the embedded
// engine does.
import { Meilisearch, type Settings } from 'meilisearch'
import { MATCHING_STRATEGY, SEARCHABLE_ATTRIBUTES, fieldText } from './embedded.ts'
import { MAX_HITS_PER_PAGE, RANKING_RULES } from './ranking.ts'
import { makeSnippet } from './snippet.ts'
import { STOP_WORDS } from './stop-words.ts'
import { meilisearchSynonyms, phraseWords } from './synonyms.ts'
import { stemOf, tokenize } from './tokenize.ts'
import {
  pageOf,
  type SearchDocument,
  type SearchHit,
  type SearchIndex,
  type SearchResults,
} from './types.ts'

export const MEILI_INDEX_UID = 'knowledge'
const PRE = '\u0001'
const POST = '\u0002'

/** Settings for an index of `documents` (their vocabulary adds the word-form synonyms). */
export function meiliIndexSettings(documents: readonly SearchDocument[]): Settings {
  return {
    searchableAttributes: [...SEARCHABLE_ATTRIBUTES],
    displayedAttributes: ['id', 'title', 'description', 'body', 'category', 'url', 'pageTitle'],
    rankingRules: [...RANKING_RULES],
    stopWords: [...STOP_WORDS],
    // One hit per url: documents of one anchor collapse, as in the embedded engine.
    distinctAttribute: 'url',
    synonyms: { ...wordFormSynonyms(documents), ...meilisearchSynonyms() },
    typoTolerance: { enabled: true, minWordSizeForTypos: { oneTypo: 5, twoTypos: 9 } },
  }
}

/** Each indexed word ↔ the other indexed words of its stem ("approves" ↔ "approval"). */
function wordFormSynonyms(documents: readonly SearchDocument[]): Record<string, string[]> {
  const byStem = new Map<string, Set<string>>()
  for (const doc of documents) {
    for (const field of SEARCHABLE_ATTRIBUTES) {
      for (const word of tokenize(fieldText(doc, field))) {
        const stem = stemOf(word)
        if (!byStem.has(stem)) byStem.set(stem, new Set())
        byStem.get(stem)!.add(word)
      }
    }
  }
  const out: Record<string, string[]> = {}
  for (const forms of byStem.values()) {
    if (forms.size < 2) continue
    for (const word of forms) out[word] = [...forms].filter((form) => form !== word)
  }
  return out
}

interface MeiliDocument extends Omit<SearchDocument, 'keywords'> {
  /** Meilisearch ids allow only [A-Za-z0-9_-]: our ids ("policy:joiners") are base64url-encoded. */
  key: string
  keywords: string
  context: string
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
      for (const word of tokenize(match[1]!)) words.add(word)
    }
  }
  return [...words]
}

/** Searchable text as the embedded tokenizer reads it ("$1,500" → "1500"), for both sides. */
const normalized = (text: string) => tokenize(text).join(' ')

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
      await index.updateSettings(meiliIndexSettings(documents)).waitTask()
      await index.deleteAllDocuments().waitTask()
      const withKeys = documents.map((doc): MeiliDocument => ({
        ...doc,
        key: Buffer.from(doc.id).toString('base64url'),
        keywords: normalized(doc.keywords.join(' ')),
        context: normalized(doc.pageTitle ?? ''),
      }))
      const task = await index.addDocuments(withKeys, { primaryKey: 'key' }).waitTask()
      if (task.status !== 'succeeded') {
        throw new Error(`Meilisearch indexing ${task.status}: ${task.error?.message ?? ''}`)
      }
    },
    search: async (query, { limit }): Promise<SearchResults> => {
      const words = phraseWords(query)
      const response = await index.search(normalized(query), {
        // Room for the per-page cap below.
        limit: limit * MAX_HITS_PER_PAGE,
        matchingStrategy: MATCHING_STRATEGY,
        attributesToHighlight: ['title', 'description', 'body'],
        highlightPreTag: PRE,
        highlightPostTag: POST,
      })
      const perPage = new Map<string, number>()
      const hits: SearchHit[] = []
      const matched = new Set<string>()
      for (const hit of response.hits) {
        const page = pageOf(hit.url)
        const shown = perPage.get(page) ?? 0
        if (shown === MAX_HITS_PER_PAGE || hits.length === limit) continue
        perPage.set(page, shown + 1)
        const highlights = markedWords(hit._formatted as Record<string, unknown> | undefined)
        for (const word of highlights) matched.add(word)
        const text = hit.body.includes(hit.description)
          ? hit.body
          : `${hit.description} ${hit.body}`
        hits.push({
          id: hit.id,
          title: hit.title,
          description: hit.description,
          category: hit.category,
          url: hit.url,
          page,
          pageTitle: hit.pageTitle ?? hit.title,
          ...(hit.pageTitle ? { section: hit.title } : {}),
          snippet: makeSnippet(text, highlights),
          highlights,
        })
      }
      const dropStopWords = words.some((word) => !STOP_WORDS.has(word))
      const ignoredWords = words.filter((word) =>
        STOP_WORDS.has(word)
          ? dropStopWords
          : hits.length > 0 && ![...matched].some((m) => stemOf(m) === stemOf(word)),
      )
      return { hits, ignoredWords }
    },
    health: async () => {
      await client.health()
      return 'ok'
    },
  }
}
