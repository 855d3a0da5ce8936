// Embedded, in-process search engine (the default when MEILI_URL is unset), built on
// MiniSearch's radix tree (docs/decisions/004-embedded-search-engine.md, 006-search-query-
// evaluator.md, 017-search-matching-and-ranking.md). The query plan finds candidates (stop words
// dropped, typos, prefix, word forms, thesaurus), scored with MiniSearch's BM25 (query-eval.ts);
// the final order follows Meilisearch's ranking rules (ranking.ts).
import { createIncrementalIndex } from './incremental-index.ts'
import type { InvertedIndex } from './inverted-index.ts'
import { LruCache } from '../lru-cache.ts'
import {
  createEvaluator,
  type Candidates,
  type Evaluator,
  type MatchingStrategy,
} from './query-eval.ts'
import {
  adjacentSwaps,
  entriesNear,
  keysNear,
  planQuery,
  typoBudget,
  type Vocabulary,
} from './query-plan.ts'
import { createRanker, holdsRun, holdsTerm, type Ranker } from './ranking.ts'
import { parseQuerySyntax, usesOperators, type QuerySyntax } from './query-syntax.ts'
import { makeSnippet, snippetSource, textSource, type SnippetSource } from './snippet.ts'
import { STOP_WORDS } from './stop-words.ts'
import {
  buildThesaurus,
  indexedWords,
  phraseWords,
  type Expansion,
  type Thesaurus,
} from './synonyms.ts'
import { stemOf, tokenize } from './tokenize.ts'
import {
  isSection,
  pageOf,
  type SearchDocument,
  type SearchHit,
  type SearchIndex,
  type SearchResults,
} from './types.ts'

/**
 * Searchable attributes, most important first (the same order is sent to Meilisearch):
 * `context` is the page title of a section, so "joiners benefits" finds the Benefits section
 * of the Joiners policy while "joiners" finds the policy itself first.
 */
export const SEARCHABLE_ATTRIBUTES = [
  'title',
  'context',
  'keywords',
  'description',
  'body',
] as const
const TITLE = SEARCHABLE_ATTRIBUTES.indexOf('title')
const BOOST = { title: 4, context: 2, keywords: 3, description: 2, body: 1 }
/**
 * How much a match in each attribute says a document is about the word, for the words rule
 * (ranking.ts): the title most, then the page a section belongs to and the keywords.
 */
const WORD_WEIGHTS = {
  title: 3,
  context: 2,
  keywords: 1.5,
  description: 1,
  body: 1,
}
/** Transposition matches weigh like fuzzy matches. */
const TYPO_WEIGHT = 0.45
const TYPO_BOOST = Object.fromEntries(Object.entries(BOOST).map(([f, b]) => [f, b * TYPO_WEIGHT]))

/**
 * The matching strategy of both engines: `frequency` keeps the rarest words of a question
 * ("price CAMA course" keeps "CAMA"), where `last` would keep the first ("price").
 */
export const MATCHING_STRATEGY: MatchingStrategy = 'frequency'

const EMPTY_SOURCE = textSource('')

/** A hit's fields as stored at index time, and the text its snippet is cut from. */
type StoredHit = Omit<SearchHit, 'highlights' | 'snippet'> & { source: SnippetSource }

interface Engine {
  evaluate: Evaluator
  rank: Ranker
  stored: StoredHit[]
  index: InvertedIndex
  vocabulary: Vocabulary
  /** Whether a document's indexed words include this one. */
  holds: (doc: number, word: string) => boolean
  /** Whether a document's indexed words hold these, one after another in one field. */
  holdsPhrase: (doc: number, words: readonly string[]) => boolean
}

/** Recent distinct (query, limit) answers the index keeps; popular queries repeat a lot. */
const RESULT_CACHE_SIZE = 500

/** Near-word look-ups (word, typo budget) an engine keeps: about a vocabulary's worth. */
const NEAR_WORDS_CACHE_SIZE = 20_000

export interface EmbeddedIndex extends SearchIndex {
  /** The live documents in document-number order: a rebuild over them answers the same. */
  documents: () => SearchDocument[]
}

export function createEmbeddedIndex(thesaurus: Thesaurus = buildThesaurus()): EmbeddedIndex {
  let corpus = createCorpus(thesaurus)
  // Answers of the current documents only: every change starts a new cache.
  let results = new LruCache<string, SearchResults>(RESULT_CACHE_SIZE)
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
      results.getOrCompute(`${limit}\u0000${query}`, () =>
        // Frozen: every caller of a cached query gets these same objects.
        deepFreeze(searchEngine(corpus.engine(), thesaurus, query, limit, MATCHING_STRATEGY)),
      ),
    health: async () => 'ok',
    documents: () => corpus.documents(),
  }
}

function deepFreeze(results: SearchResults): SearchResults {
  for (const hit of results.hits) Object.freeze(Object.freeze(hit).highlights)
  Object.freeze(results.hits)
  Object.freeze(results.ignoredWords)
  return Object.freeze(results)
}

/** Synchronous search, exported for the benchmark (engine time without promise overhead). */
export function createEmbeddedSearcher(
  documents: SearchDocument[],
  strategy: MatchingStrategy = MATCHING_STRATEGY,
) {
  const thesaurus = buildThesaurus()
  const engine = createCorpus(thesaurus, documents).engine()
  return (query: string, limit = 20) => searchEngine(engine, thesaurus, query, limit, strategy)
}

/** The text of one searchable attribute of a document. */
export function fieldText(doc: SearchDocument, field: (typeof SEARCHABLE_ATTRIBUTES)[number]) {
  if (field === 'context') return doc.pageTitle ?? ''
  if (field === 'keywords') return doc.keywords.join(' ')
  return doc[field]
}

/** What the engine keeps of one live document besides its postings. */
interface Entry {
  document: SearchDocument
  stored: StoredHit
  /** The indexed words of its title, joined by spaces. */
  lowerTitle: string
  /** Where its indexed words stand, for proximity (see termPositionsOf). */
  termPositions: Int32Array
  /** Distinct words of its fields, for the vocabulary. */
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
 * inputs by document number, and word counts behind the vocabulary (typo corrections, word
 * forms). Replacing a document removes it and appends the new version, so a document's number
 * is its order of arrival.
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
  const formsByStem = new Map<string, string[]>()
  /** A number per indexed word, for the ranker's word lists (numbers are never reused). */
  const termNumbers = new Map<string, number>()
  let engine: Engine | null = null

  const add = (doc: SearchDocument) => {
    // Each field is indexed with the heads of the thesaurus phrases it spells out and the words
    // of the acronyms it uses (textWithThesaurus); its own words also make the vocabulary the
    // query plan corrects typos and finds word forms against.
    const words = new Set<string>()
    const fields = SEARCHABLE_ATTRIBUTES.map((field) => {
      const own = phraseWords(fieldText(doc, field))
      for (const word of own) words.add(word)
      return indexedWords(own, thesaurus, isSection(doc))
    })
    const number = index.add(fields)
    for (const word of words) {
      const count = wordCounts.get(word) ?? 0
      wordCounts.set(word, count + 1)
      if (count > 0) continue
      const stem = stemOf(word)
      const forms = formsByStem.get(stem)
      if (forms) forms.push(word)
      else formsByStem.set(stem, [word])
    }
    // Hits show the document's own title and description; the ranker reads the indexed words
    // (thesaurus heads and acronym words added), so "PAM" counts as in the title it abbreviates.
    entries[number] = {
      document: doc,
      stored: {
        id: doc.id,
        title: doc.title,
        description: doc.description,
        category: doc.category,
        url: doc.url,
        page: pageOf(doc.url),
        pageTitle: doc.pageTitle ?? doc.title,
        ...(doc.pageTitle ? { section: doc.title } : {}),
        source: snippetSource(doc.description, doc.body),
      },
      lowerTitle: fields[TITLE]!.join(' '),
      termPositions: termPositionsOf(fields, termNumbers),
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
      if (count > 0) {
        wordCounts.set(word, count)
        continue
      }
      wordCounts.delete(word)
      const stem = stemOf(word)
      const forms = formsByStem.get(stem)!.filter((form) => form !== word)
      if (forms.length > 0) formsByStem.set(stem, forms)
      else formsByStem.delete(stem)
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
    formsByStem.clear()
    for (const doc of live) add(doc)
  }

  for (const doc of initial) add(doc)

  const vocabulary = {
    has: (word: string) => wordCounts.has(word),
    formsOf: (stem: string) => formsByStem.get(stem),
  }

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
    engine: () => (engine ??= assemble(index.snapshot(), entries, vocabulary, termNumbers)),
  }
}

/**
 * Where a document's indexed words stand, in one array: the offset of each field's first word
 * (all fields one after the other, `fields.length + 1` offsets), then a (term number, position)
 * pair per word, sorted by term number and position, so the positions of one term are one run.
 * Words get their numbers here, in order of first use.
 */
function termPositionsOf(fields: string[][], termNumbers: Map<string, number>): Int32Array {
  const start = fields.length + 1
  const terms = new Int32Array(fields.reduce((n, tokens) => n + tokens.length, 0))
  const out = new Int32Array(start + 2 * terms.length)
  let at = 0
  fields.forEach((tokens, f) => {
    out[f] = at
    for (const token of tokens) {
      let term = termNumbers.get(token)
      if (term === undefined) termNumbers.set(token, (term = termNumbers.size))
      terms[at++] = term
    }
  })
  out[fields.length] = at
  const order = new Int32Array(terms.length).map((_, position) => position)
  order.sort((x, y) => terms[x]! - terms[y]! || x - y)
  order.forEach((position, k) => {
    out[start + 2 * k] = terms[position]!
    out[start + 2 * k + 1] = position
  })
  return out
}

/** Evaluator and ranker over a snapshot of the index (both size their scratch arrays to it). */
function assemble(
  index: InvertedIndex,
  entries: ReadonlyArray<Entry | undefined>,
  vocabulary: Pick<Vocabulary, 'has' | 'formsOf'>,
  termNumbers: ReadonlyMap<string, number>,
): Engine {
  const stored: StoredHit[] = []
  const titleIds = new Int32Array(index.slotCount)
  const titleNumbers = new Map<string, number>()
  const termPositions: Array<Int32Array | undefined> = []
  const urlIds = new Int32Array(index.slotCount)
  const pageIds = new Int32Array(index.slotCount)
  const priorities = new Uint8Array(index.slotCount)
  // Indexed words near a word typed, by word and typo budget: a fuzzy walk of the term tree that
  // planning repeats for every query holding a misspelt word.
  const nearWords = new LruCache<string, readonly string[]>(NEAR_WORDS_CACHE_SIZE)
  const numbering = () => {
    const numbers = new Map<string, number>()
    return (key: string) => {
      if (!numbers.has(key)) numbers.set(key, numbers.size)
      return numbers.get(key)!
    }
  }
  // One numbering for urls and pages, so a page's own document has urlId === pageId.
  const urlNumber = numbering()
  const pageNumber = urlNumber
  for (let number = 0; number < index.slotCount; number++) {
    const entry = entries[number]
    // A tombstone is never a candidate; empty texts keep the phrase filter exact.
    stored.push(
      entry?.stored ?? {
        id: '',
        title: '',
        description: '',
        category: '',
        url: '',
        page: '',
        pageTitle: '',
        source: EMPTY_SOURCE,
      },
    )
    const title = entry?.lowerTitle ?? ''
    if (!titleNumbers.has(title)) titleNumbers.set(title, titleNumbers.size)
    titleIds[number] = titleNumbers.get(title)!
    termPositions.push(entry?.termPositions)
    urlIds[number] = urlNumber(entry?.stored.url ?? '')
    pageIds[number] = pageNumber(entry?.stored.page ?? '')
    priorities[number] = entry?.document.priority ?? 0
  }
  return {
    evaluate: createEvaluator(index, SEARCHABLE_ATTRIBUTES, BOOST),
    rank: createRanker(index.slotCount, SEARCHABLE_ATTRIBUTES.length, {
      titleIds,
      titleNumbers,
      termPositions,
      termNumbers,
      urlIds,
      pageIds,
      priorities,
      fieldWeights: SEARCHABLE_ATTRIBUTES.map((field) => WORD_WEIGHTS[field]),
      liveDocuments: index.documentCount,
      firstTextField: SEARCHABLE_ATTRIBUTES.indexOf('description'),
    }),
    stored,
    index,
    holds: (doc, word) => {
      const term = termNumbers.get(word)
      const positions = termPositions[doc]
      return (
        term !== undefined &&
        positions !== undefined &&
        holdsTerm(positions, SEARCHABLE_ATTRIBUTES.length, term)
      )
    },
    holdsPhrase: (doc, words) => {
      const terms = words.map((word) => termNumbers.get(word) ?? -1)
      const positions = termPositions[doc]
      return (
        positions !== undefined &&
        !terms.includes(-1) &&
        holdsRun(positions, SEARCHABLE_ATTRIBUTES.length, terms)
      )
    },
    vocabulary: {
      ...vocabulary,
      near: (word, typos) =>
        nearWords.getOrCompute(`${word}\u0000${typos}`, () => keysNear(index.terms, word, typos)),
      extends: (prefix) => {
        for (const term of index.terms.atPrefix(prefix).keys()) if (term !== prefix) return true
        return false
      },
      indexes: (term) => index.terms.has(term),
    },
  }
}

function searchEngine(
  engine: Engine,
  thesaurus: Thesaurus,
  text: string,
  limit: number,
  strategy: MatchingStrategy,
): SearchResults {
  const syntax = parseQuerySyntax(text)
  const plan = planQuery(syntax.text, thesaurus, engine.vocabulary, TYPO_BOOST)
  const candidates = allowedBy(syntax, engine, engine.evaluate(plan.queries, strategy))
  if (candidates.docs.length === 0) {
    const suggestion = suggestQuery(engine, thesaurus, syntax.text, strategy)
    const ignoredWords = [...plan.stopWords, ...plan.unread]
    return { hits: [], ignoredWords, ...(suggestion ? { suggestion } : {}) }
  }
  const matched = new Set(candidates.order)
  const ignoredWords = [
    ...plan.stopWords,
    ...plan.groups.flatMap((group, g) => (matched.has(g) ? [] : group.words)),
    ...plan.unread,
  ]
  const hits = engine
    .rank(candidates, plan.groups, limit, plan.question)
    .map(({ position, terms }): SearchHit => {
      const doc = candidates.docs[position]!
      const stored = engine.stored[doc]!
      const { highlights, located } = highlightsOf(
        reportedOrder(terms),
        thesaurus,
        engine.vocabulary,
        (word) => engine.holds(doc, word),
      )
      // Written out rather than spread: this runs for every hit of every answer.
      const hit: SearchHit = {
        id: stored.id,
        title: stored.title,
        description: stored.description,
        category: stored.category,
        url: stored.url,
        page: stored.page,
        pageTitle: stored.pageTitle,
        snippet: '',
        highlights,
      }
      if (stored.section !== undefined) hit.section = stored.section
      hit.snippet = makeSnippet(stored.source, located)
      return hit
    })
  return { hits, ignoredWords }
}

/**
 * The candidates the query's operators allow (query-syntax.ts): those holding every quoted
 * phrase and none of the excluded words and phrases, in the evaluator's arrays, kept in order.
 */
function allowedBy(syntax: QuerySyntax, engine: Engine, candidates: Candidates): Candidates {
  if (!usesOperators(syntax)) return candidates
  const { docs, scores, masks } = candidates
  let kept = 0
  for (let i = 0; i < docs.length; i++) {
    const doc = docs[i]!
    const allowed =
      syntax.required.every((words) => engine.holdsPhrase(doc, words)) &&
      !syntax.excluded.some((words) => engine.holdsPhrase(doc, words))
    if (!allowed) continue
    docs[kept] = doc
    scores[kept] = scores[i]!
    masks[kept] = masks[i]!
    kept++
  }
  return {
    ...candidates,
    docs: docs.subarray(0, kept),
    scores: scores.subarray(0, kept),
    masks: masks.subarray(0, kept),
  }
}

/**
 * "Did you mean": each query word the index does not hold, replaced by the indexed word nearest
 * to it (fewest edits, then most documents), when some document matches every word of the
 * corrected query. A correction that documents answer only word by word, none of them whole
 * ("cross jewels" for "crown jewels"), is another query, not the one meant.
 */
function suggestQuery(
  engine: Engine,
  thesaurus: Thesaurus,
  text: string,
  strategy: MatchingStrategy,
): string | undefined {
  const words = tokenize(text)
  let changed = false
  const corrected = words.map((word) => {
    if (STOP_WORDS.has(word) || engine.vocabulary.has(word)) return word
    const nearest = nearestWord(engine.index, word)
    if (nearest) changed = true
    return nearest ?? word
  })
  if (!changed) return undefined
  const suggestion = corrected.join(' ')
  const plan = planQuery(suggestion, thesaurus, engine.vocabulary, TYPO_BOOST)
  const everyGroup = (1 << plan.queries.length) - 1
  const { masks } = engine.evaluate(plan.queries, strategy)
  return plan.queries.length > 0 && masks.some((mask) => mask === everyGroup)
    ? suggestion
    : undefined
}

/**
 * The indexed word a mistyped word most likely meant: at most one edit more than a search
 * forgives a word of its length (`typoBudget`) and one edit in four letters, keeping its first
 * letter, as people rarely mistype that: "vaut" → "vault", "hron" → "heron", but not "roi" →
 * "row", "gartner" → "partner", "eidas" → "ends" nor "digid" → "digits". A word of three letters
 * or fewer is corrected only by swapping two letters ("pma" → "pam"), as one changed letter of
 * a short word makes another word more often than it mends a typo, and no word is corrected into
 * a stop word.
 */
function nearestWord(index: InvertedIndex, word: string): string | undefined {
  const maxEdits = Math.min(typoBudget(word) + 1, Math.max(1, Math.floor(word.length / 4)))
  const numeric = /^\p{N}+$/u.test(word)
  const swaps = word.length <= 3 ? new Set(adjacentSwaps(word)) : undefined
  let best: { term: string; distance: number; documents: number } | undefined
  for (const [term, [postings, distance]] of entriesNear(index.terms, word, maxEdits)) {
    // A number is never corrected into a word, nor a word into a number.
    if (/^\p{N}+$/u.test(term) !== numeric) continue
    if (term[0] !== word[0] || STOP_WORDS.has(term)) continue
    if (swaps && !swaps.has(term)) continue
    const documents = postings.reduce((n, field) => n + (field?.docs.length ?? 0), 0)
    if (
      !best ||
      distance < best.distance ||
      (distance === best.distance && documents > best.documents)
    ) {
      best = { term, distance, documents }
    }
  }
  return best?.term
}

/** Terms as MiniSearch reports them: an object's own keys, so integer-like ones come first. */
function reportedOrder(terms: string[]): string[] {
  const keys: Record<string, true> = {}
  for (const term of terms) keys[term] = true
  return Object.keys(keys)
}

/**
 * What a hit's text may show of its matched terms, for the client to mark: the matched words,
 * and each matched thesaurus head spelled out as those of its phrases whose words the hit holds
 * ("pam": "privileged access management"), marked only where the whole phrase stands, not at
 * every "access". A phrase matches in any form of its words: when the hit holds neither the
 * head nor any phrase as written, it is shown in the forms the hit holds ("machine identity" as
 * "machine identities", "role modelling" as "role model"). A head no text uses as a word
 * ("serviceaccount", indexed for "service account") is not shown, nor are the entry's other
 * phrases, which the hit does not use: an entry can have dozens. `located` holds single words
 * (each phrase's first word) for choosing where the snippet starts.
 */
function highlightsOf(
  terms: string[],
  thesaurus: Thesaurus,
  vocabulary: Pick<Vocabulary, 'has' | 'formsOf'>,
  holds: (word: string) => boolean,
): { highlights: string[]; located: string[] } {
  const words = terms.filter((term) => vocabulary.has(term))
  const highlights = new Set(words)
  const located = new Set(words)
  for (const term of terms) {
    const phrases = thesaurus.expansions.get(term)
    if (!phrases) continue
    let shown = false
    for (const { text, words: needed } of phrases) {
      if (!needed.every(holds)) continue
      highlights.add(text)
      if (needed[0]) located.add(needed[0])
      shown = true
    }
    // Matched as written, or by a phrase in other forms of its words: show the phrase so.
    if (shown || (vocabulary.has(term) && holds(term))) continue
    for (const phrase of phrases) {
      const held = heldForms(phrase, vocabulary, holds)
      if (!held) continue
      highlights.add(spelledAs(phrase.text, phrase.words, held))
      if (held[0]) located.add(held[0])
    }
  }
  return { highlights: [...highlights], located: [...located] }
}

/** The form in which a text holds each of a phrase's words, or undefined if it lacks one. */
function heldForms(
  { words, stems }: Expansion,
  vocabulary: Pick<Vocabulary, 'formsOf'>,
  holds: (word: string) => boolean,
): string[] | undefined {
  const forms: string[] = []
  for (let i = 0; i < words.length; i++) {
    const form = holds(words[i]!) ? words[i] : vocabulary.formsOf(stems[i]!)?.find(holds)
    if (form === undefined) return undefined
    forms.push(form)
  }
  return forms
}

/** A phrase as written, with each of its words in the form a text holds it in. */
function spelledAs(text: string, words: readonly string[], forms: readonly string[]): string {
  if (words.every((word, i) => forms[i] === word)) return text
  return text
    .split(' ')
    .map((part) => {
      const i = words.indexOf(part)
      return i === -1 ? part : forms[i]!
    })
    .join(' ')
}
