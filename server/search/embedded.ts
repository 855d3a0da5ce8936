// Embedded, in-process search engine (the default when MEILI_URL is unset), built on
// MiniSearch's radix tree (docs/decisions/004-embedded-search-engine.md, 006-search-query-
// evaluator.md). The query plan finds candidates (typos, prefix, synonyms), scored with
// MiniSearch's BM25 (query-eval.ts); the final order follows Meilisearch's ranking rules: words
// (all required) → typo → proximity → attribute → exactness, then BM25 score (ranking.ts).
import { buildInvertedIndex } from './inverted-index.ts'
import { LruCache } from './lru-cache.ts'
import { createEvaluator, type Evaluator } from './query-eval.ts'
import { planQuery } from './query-plan.ts'
import { createRanker, type Ranker } from './ranking.ts'
import {
  PHRASE_STOP_WORDS,
  acronymsInText,
  buildThesaurus,
  phraseWords,
  type Thesaurus,
} from './synonyms.ts'
import type { SearchDocument, SearchHit, SearchIndex } from './types.ts'

/** Searchable attributes, most important first (the same order is sent to Meilisearch). */
export const SEARCHABLE_ATTRIBUTES = ['title', 'keywords', 'description', 'body'] as const
const TITLE = SEARCHABLE_ATTRIBUTES.indexOf('title')
const DESCRIPTION = SEARCHABLE_ATTRIBUTES.indexOf('description')
const BOOST = { title: 4, keywords: 3, description: 2, body: 1 }
/** Transposition matches weigh like fuzzy matches. */
const TYPO_WEIGHT = 0.45
const TYPO_BOOST = Object.fromEntries(Object.entries(BOOST).map(([f, b]) => [f, b * TYPO_WEIGHT]))

/** A hit's fields as stored at index time. */
type StoredHit = Omit<SearchHit, 'highlights'>

interface Engine {
  evaluate: Evaluator
  rank: Ranker
  stored: StoredHit[]
  vocabulary: Set<string>
}

/** Recent distinct (query, limit) answers the index keeps; popular queries repeat a lot. */
const RESULT_CACHE_SIZE = 500

export function createEmbeddedIndex(thesaurus: Thesaurus = buildThesaurus()): SearchIndex {
  let engine = build([], thesaurus)
  // Answers of the current documents only: a replace starts a new cache.
  let results = new LruCache<string, SearchHit[]>(RESULT_CACHE_SIZE)
  return {
    name: 'embedded',
    replaceAll: async (documents) => {
      engine = build(documents, thesaurus)
      results = new LruCache(RESULT_CACHE_SIZE)
    },
    search: async (query, { limit }) =>
      results.getOrCompute(`${limit}\u0000${query}`, () => {
        // Frozen: every caller of a cached query gets these same objects.
        const hits = searchEngine(engine, thesaurus, query, limit).map((hit) =>
          Object.freeze({ ...hit, highlights: Object.freeze(hit.highlights) as string[] }),
        )
        return Object.freeze(hits) as SearchHit[]
      }),
    health: async () => 'ok',
  }
}

/** Synchronous search, exported for the benchmark (engine time without promise overhead). */
export function createEmbeddedSearcher(documents: SearchDocument[]) {
  const thesaurus = buildThesaurus()
  const engine = build(documents, thesaurus)
  return (query: string, limit = 20) => searchEngine(engine, thesaurus, query, limit)
}

function fieldText(doc: SearchDocument, field: string): string {
  const value = doc[field as keyof SearchDocument]
  return Array.isArray(value) ? value.join(' ') : (value as string)
}

function build(documents: SearchDocument[], thesaurus: Thesaurus): Engine {
  const ids = new Set<string>()
  for (const doc of documents) {
    if (ids.has(doc.id)) throw new Error(`Search index: duplicate document id ${doc.id}`)
    ids.add(doc.id)
  }
  // Each field is indexed with the acronyms of the phrases it spells out (acronymsInText); its
  // words also make the vocabulary the query plan corrects typos against.
  const vocabulary = new Set<string>()
  const texts = documents.map((doc) =>
    SEARCHABLE_ATTRIBUTES.map((field) => {
      const text = fieldText(doc, field)
      const words = phraseWords(text)
      for (const word of words) vocabulary.add(word)
      const acronyms = acronymsInText(words, thesaurus)
      return acronyms.length === 0 ? text : `${text} ${acronyms.join(' ')}`
    }),
  )
  const index = buildInvertedIndex(texts, SEARCHABLE_ATTRIBUTES.length, (fields) => fields)
  // Hits show the document's own title and description; the ranker reads the indexed texts
  // (acronyms of spelled-out phrases appended), so "PAM" counts as in the title it abbreviates.
  const stored = documents.map((doc): StoredHit => ({
    id: String(doc.id),
    title: doc.title,
    description: doc.description,
    category: doc.category,
    url: doc.url,
  }))
  const urlNumbers = new Map<string, number>()
  const urlIds = documents.map((doc) => {
    if (!urlNumbers.has(doc.url)) urlNumbers.set(doc.url, urlNumbers.size)
    return urlNumbers.get(doc.url)!
  })
  const rank = createRanker(documents.length, SEARCHABLE_ATTRIBUTES.length, {
    lowerTitles: texts.map((fields) => fields[TITLE]!.toLowerCase()),
    lowerDescriptions: texts.map((fields) => fields[DESCRIPTION]!.toLowerCase()),
    urlIds,
  })
  return {
    evaluate: createEvaluator(index, SEARCHABLE_ATTRIBUTES, BOOST),
    rank,
    stored,
    vocabulary,
  }
}

function searchEngine(engine: Engine, thesaurus: Thesaurus, text: string, limit: number) {
  const plan = planQuery(text, thesaurus, engine.vocabulary, TYPO_BOOST)
  if (plan.groups.length === 0) return []
  const candidates = engine.evaluate(plan.queries)
  return engine.rank(candidates, plan.groups, limit).map(({ position, terms }): SearchHit => ({
    ...engine.stored[candidates.docs[position]!]!,
    highlights: highlightWords(reportedOrder(terms), thesaurus),
  }))
}

/** Terms as MiniSearch reports them: an object's own keys, so integer-like ones come first. */
function reportedOrder(terms: string[]): string[] {
  const keys: Record<string, true> = {}
  for (const term of terms) keys[term] = true
  return Object.keys(keys)
}

/** Matched words, plus the spelled-out words of matched acronyms (the text may show either). */
function highlightWords(terms: string[], thesaurus: Thesaurus): string[] {
  const words = new Set(terms)
  for (const term of terms) {
    for (const phrase of thesaurus.expansions.get(term) ?? []) {
      for (const word of phrase) if (!PHRASE_STOP_WORDS.has(word)) words.add(word)
    }
  }
  return [...words]
}
