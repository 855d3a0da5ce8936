// Embedded, in-process search engine (the default when MEILI_URL is unset), built on
// MiniSearch's radix tree (docs/decisions/004-embedded-search-engine.md, 006-search-query-
// evaluator.md). The query plan finds candidates (typos, prefix, synonyms), scored with
// MiniSearch's BM25 (query-eval.ts); the final order follows Meilisearch's ranking rules: words
// (all required) → typo → proximity → attribute → exactness, then BM25 score (ranking.ts).
import { createIncrementalIndex } from './incremental-index.ts'
import type { InvertedIndex } from './inverted-index.ts'
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
  vocabulary: ReadonlySet<string>
}

/** Recent distinct (query, limit) answers the index keeps; popular queries repeat a lot. */
const RESULT_CACHE_SIZE = 500

export interface EmbeddedIndex extends SearchIndex {
  /** The live documents in document-number order: a rebuild over them answers the same. */
  documents: () => SearchDocument[]
}

export function createEmbeddedIndex(thesaurus: Thesaurus = buildThesaurus()): EmbeddedIndex {
  let corpus = createCorpus(thesaurus)
  // Answers of the current documents only: every change starts a new cache.
  let results = new LruCache<string, SearchHit[]>(RESULT_CACHE_SIZE)
  const changed = () => {
    results = new LruCache(RESULT_CACHE_SIZE)
  }
  return {
    name: 'embedded',
    replaceAll: async (documents) => {
      corpus = createCorpus(thesaurus, documents)
      changed()
    },
    upsert: async (documents) => {
      corpus.upsert(documents)
      changed()
    },
    remove: async (ids) => {
      corpus.remove(ids)
      changed()
    },
    search: async (query, { limit }) =>
      results.getOrCompute(`${limit}\u0000${query}`, () => {
        // Frozen: every caller of a cached query gets these same objects.
        const hits = searchEngine(corpus.engine(), thesaurus, query, limit).map((hit) =>
          Object.freeze({ ...hit, highlights: Object.freeze(hit.highlights) as string[] }),
        )
        return Object.freeze(hits) as SearchHit[]
      }),
    health: async () => 'ok',
    documents: () => corpus.documents(),
  }
}

/** Synchronous search, exported for the benchmark (engine time without promise overhead). */
export function createEmbeddedSearcher(documents: SearchDocument[]) {
  const thesaurus = buildThesaurus()
  const engine = createCorpus(thesaurus, documents).engine()
  return (query: string, limit = 20) => searchEngine(engine, thesaurus, query, limit)
}

function fieldText(doc: SearchDocument, field: string): string {
  const value = doc[field as keyof SearchDocument]
  return Array.isArray(value) ? value.join(' ') : (value as string)
}

/** What the engine keeps of one live document besides its postings. */
interface Entry {
  document: SearchDocument
  stored: StoredHit
  lowerTitle: string
  lowerDescription: string
  /** Distinct words of its fields, for the typo vocabulary. */
  words: string[]
}

interface Corpus {
  upsert: (documents: readonly SearchDocument[]) => void
  remove: (ids: readonly string[]) => void
  documents: () => SearchDocument[]
  /** The engine over the current documents, assembled on first use after a change. */
  engine: () => Engine
}

/** Tombstones are compacted (a rebuild in document order) beyond this share of numbers… */
const COMPACT_RATIO = 0.25
/** …once there are at least this many, so small indexes do not rebuild on every removal. */
const COMPACT_MIN = 64

/**
 * The documents of an embedded index: an incremental inverted index, per-document ranking
 * inputs by document number, and word counts behind the typo vocabulary. Replacing a document
 * removes it and appends the new version, so a document's number is its order of arrival.
 */
function createCorpus(thesaurus: Thesaurus, initial: readonly SearchDocument[] = []): Corpus {
  const ids = new Set<string>()
  for (const doc of initial) {
    if (ids.has(doc.id)) throw new Error(`Search index: duplicate document id ${doc.id}`)
    ids.add(doc.id)
  }
  let index = createIncrementalIndex(SEARCHABLE_ATTRIBUTES.length, initial.length)
  let entries: Array<Entry | undefined> = []
  const numbers = new Map<string, number>()
  const wordCounts = new Map<string, number>()
  const vocabulary = new Set<string>()
  let engine: Engine | null = null

  const add = (doc: SearchDocument) => {
    // Each field is indexed with the acronyms of the phrases it spells out (acronymsInText); its
    // words also make the vocabulary the query plan corrects typos against.
    const words = new Set<string>()
    const texts = SEARCHABLE_ATTRIBUTES.map((field) => {
      const text = fieldText(doc, field)
      const fieldWords = phraseWords(text)
      for (const word of fieldWords) words.add(word)
      const acronyms = acronymsInText(fieldWords, thesaurus)
      return acronyms.length === 0 ? text : `${text} ${acronyms.join(' ')}`
    })
    const number = index.add(texts)
    for (const word of words) {
      const count = wordCounts.get(word) ?? 0
      wordCounts.set(word, count + 1)
      if (count === 0) vocabulary.add(word)
    }
    // Hits show the document's own title and description; the ranker reads the indexed texts
    // (acronyms of spelled-out phrases appended), so "PAM" counts as in the title it abbreviates.
    entries[number] = {
      document: doc,
      stored: {
        id: String(doc.id),
        title: doc.title,
        description: doc.description,
        category: doc.category,
        url: doc.url,
      },
      lowerTitle: texts[TITLE]!.toLowerCase(),
      lowerDescription: texts[DESCRIPTION]!.toLowerCase(),
      words: [...words],
    }
    numbers.set(doc.id, number)
  }

  const drop = (id: string) => {
    const number = numbers.get(id)
    if (number === undefined) return
    index.remove(number)
    for (const word of entries[number]!.words) {
      const count = wordCounts.get(word)! - 1
      if (count === 0) {
        wordCounts.delete(word)
        vocabulary.delete(word)
      } else wordCounts.set(word, count)
    }
    entries[number] = undefined
    numbers.delete(id)
  }

  const documents = () => entries.flatMap((entry) => (entry ? [entry.document] : []))

  const compactIfNeeded = () => {
    const tombstones = index.slotCount - index.size
    if (tombstones < COMPACT_MIN || tombstones < index.slotCount * COMPACT_RATIO) return
    const live = documents()
    index = createIncrementalIndex(SEARCHABLE_ATTRIBUTES.length, live.length)
    entries = []
    numbers.clear()
    wordCounts.clear()
    vocabulary.clear()
    for (const doc of live) add(doc)
  }

  for (const doc of initial) add(doc)

  return {
    upsert: (docs) => {
      for (const doc of docs) {
        drop(doc.id)
        add(doc)
      }
      compactIfNeeded()
      engine = null
    },
    remove: (removed) => {
      for (const id of removed) drop(id)
      compactIfNeeded()
      engine = null
    },
    documents,
    engine: () => (engine ??= assemble(index.snapshot(), entries, vocabulary)),
  }
}

/** Evaluator and ranker over a snapshot of the index (both size their scratch arrays to it). */
function assemble(
  index: InvertedIndex,
  entries: ReadonlyArray<Entry | undefined>,
  vocabulary: ReadonlySet<string>,
): Engine {
  const stored: StoredHit[] = []
  const lowerTitles: string[] = []
  const lowerDescriptions: string[] = []
  const urlNumbers = new Map<string, number>()
  const urlIds: number[] = []
  for (let number = 0; number < index.slotCount; number++) {
    const entry = entries[number]
    // A tombstone is never a candidate; empty texts keep the phrase filter exact.
    stored.push(entry?.stored ?? { id: '', title: '', description: '', category: '', url: '' })
    lowerTitles.push(entry?.lowerTitle ?? '')
    lowerDescriptions.push(entry?.lowerDescription ?? '')
    const url = entry?.stored.url ?? ''
    if (!urlNumbers.has(url)) urlNumbers.set(url, urlNumbers.size)
    urlIds.push(urlNumbers.get(url)!)
  }
  return {
    evaluate: createEvaluator(index, SEARCHABLE_ATTRIBUTES, BOOST),
    rank: createRanker(index.slotCount, SEARCHABLE_ATTRIBUTES.length, {
      lowerTitles,
      lowerDescriptions,
      urlIds,
    }),
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
