// Embedded, in-process search engine (the default when MEILI_URL is unset), built on MiniSearch
// (docs/decisions/004-embedded-search-engine.md). MiniSearch finds the candidates through the
// query plan (typos, prefix, synonyms); the final order follows Meilisearch's ranking rules:
// words (all required) → typo → proximity → attribute → exactness, then BM25 score.
import MiniSearch, { type SearchResult } from 'minisearch'
import { planQuery, type QueryGroup } from './query-plan.ts'
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
const FIELD_RANK: Record<string, number> = Object.fromEntries(
  SEARCHABLE_ATTRIBUTES.map((field, i) => [field, i]),
)
const BOOST = { title: 4, keywords: 3, description: 2, body: 1 }
/** Transposition matches weigh like MiniSearch's own fuzzy matches. */
const TYPO_WEIGHT = 0.45
const TYPO_BOOST = Object.fromEntries(Object.entries(BOOST).map(([f, b]) => [f, b * TYPO_WEIGHT]))

interface Engine {
  mini: MiniSearch<SearchDocument>
  vocabulary: Set<string>
}

interface Ranked {
  hit: SearchResult
  typos: number
  proximity: number
  attribute: number
  exactness: number
}

export function createEmbeddedIndex(thesaurus: Thesaurus = buildThesaurus()): SearchIndex {
  let engine = build([], thesaurus)
  return {
    name: 'embedded',
    replaceAll: async (documents) => {
      engine = build(documents, thesaurus)
    },
    search: async (query, { limit }) => searchEngine(engine, thesaurus, query, limit),
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
  const mini = new MiniSearch<SearchDocument>({
    fields: [...SEARCHABLE_ATTRIBUTES],
    storeFields: ['title', 'description', 'category', 'url'],
    // Each field is indexed with the acronyms of the phrases it spells out (see acronymsInText).
    extractField: (doc, field) => {
      const text = fieldText(doc, field)
      if (!(SEARCHABLE_ATTRIBUTES as readonly string[]).includes(field)) return text
      const acronyms = acronymsInText(phraseWords(text), thesaurus)
      return acronyms.length === 0 ? text : `${text} ${acronyms.join(' ')}`
    },
    searchOptions: { boost: BOOST },
  })
  mini.addAll(documents)
  const vocabulary = new Set<string>()
  for (const doc of documents) {
    for (const field of SEARCHABLE_ATTRIBUTES) {
      for (const word of phraseWords(fieldText(doc, field))) vocabulary.add(word)
    }
  }
  return { mini, vocabulary }
}

function searchEngine(engine: Engine, thesaurus: Thesaurus, text: string, limit: number) {
  const plan = planQuery(text, thesaurus, engine.vocabulary, TYPO_BOOST)
  if (plan.groups.length === 0) return []
  const phrase = plan.groups.flatMap((g) => g.words).join(' ')
  const ranked = engine.mini.search(plan.query).map((hit) => rank(hit, plan.groups, phrase))
  ranked.sort(
    (a, b) =>
      a.typos - b.typos ||
      a.proximity - b.proximity ||
      a.attribute - b.attribute ||
      b.exactness - a.exactness ||
      b.hit.score - a.hit.score,
  )
  return distinctByUrl(ranked, limit).map(({ hit }): SearchHit => ({
    id: String(hit.id),
    title: hit.title as string,
    description: hit.description as string,
    category: hit.category as string,
    url: hit.url as string,
    highlights: highlightWords(hit.terms, thesaurus),
  }))
}

/**
 * One hit per page, like Meilisearch's `distinctAttribute: 'url'`: the best-ranked document of a
 * url stands for its page, so pages with many small documents cannot crowd the others out.
 */
function distinctByUrl<T extends { hit: { [key: string]: unknown } }>(
  ranked: T[],
  limit: number,
): T[] {
  const seen = new Set<unknown>()
  const out: T[] = []
  for (const entry of ranked) {
    if (seen.has(entry.hit.url)) continue
    seen.add(entry.hit.url)
    out.push(entry)
    if (out.length === limit) break
  }
  return out
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

function isExactFor(group: QueryGroup, term: string): boolean {
  return group.exactForms.has(term) || (group.prefix !== undefined && term.startsWith(group.prefix))
}

function bestField(hit: SearchResult, term: string): number {
  let best: number = SEARCHABLE_ATTRIBUTES.length
  for (const field of hit.match[term] ?? []) best = Math.min(best, FIELD_RANK[field] ?? best)
  return best
}

/** Meilisearch-like ranking keys for one hit (lower is better, except exactness). */
function rank(hit: SearchResult, groups: QueryGroup[], phrase: string): Ranked {
  let typos = 0
  let attribute = 0
  let exactness = 0
  const typoTerms = hit.terms.filter((term) => !groups.some((g) => isExactFor(g, term)))
  const typoField = Math.min(...typoTerms.map((t) => bestField(hit, t)))
  for (const group of groups) {
    let field: number = SEARCHABLE_ATTRIBUTES.length
    let exact = false
    for (const term of hit.terms) {
      if (!isExactFor(group, term)) continue
      exact = true
      if (group.exactForms.has(term)) exactness++
      field = Math.min(field, bestField(hit, term))
    }
    if (!exact) {
      typos++
      field = Math.min(field, typoField)
    }
    attribute += field
  }
  // Proximity, coarsely: does the title or description hold the query words side by side?
  const title = (hit.title as string).toLowerCase()
  const description = (hit.description as string).toLowerCase()
  const proximity =
    groups.length < 2 || title.includes(phrase) || description.includes(phrase) ? 0 : 1
  if (title === phrase) exactness += groups.length
  return { hit, typos, proximity, attribute, exactness }
}
