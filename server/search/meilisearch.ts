// Meilisearch adapter for the search port (Meilisearch 1.10 or later: federated search). Index
// settings derive from the same data as the embedded engine: the searchable attribute order,
// the ranking rules (with the document priority), the stop words, the thesaurus plus the word
// forms of the indexed vocabulary as synonyms, Meilisearch's default typo budget written out,
// one hit per url, and the matching strategy sent with every search; documents carry the text
// as the embedded tokenizer reads it and the acronym words the embedded engine indexes, with
// their keywords. A query is one federated multi-search (the query as typed, and relaxed: see
// searchesFor), each search with the query's quoted phrases and excluded words (query-syntax.ts).
// Hits are capped per page and given snippets as the embedded engine does. A full replace builds
// a new index under another name and swaps it in (`swapIndexes`), so searches never see a
// half-built index; single changes are `addDocuments`/`deleteDocuments` tasks, awaited and
// retried.
import {
  Meilisearch,
  MeilisearchApiError,
  type EnqueuedTaskPromise,
  type FederatedMultiSearchParams,
  type MatchingStrategies,
  type Settings,
} from 'meilisearch'
import { MATCHING_STRATEGY, SEARCHABLE_ATTRIBUTES, fieldText } from './embedded.ts'
import { operatorsText, parseQuerySyntax } from './query-syntax.ts'
import { MAX_HITS_PER_PAGE, RANKING_RULES } from './ranking.ts'
import { makeSnippet, snippetSource } from './snippet.ts'
import { STOP_WORDS, asksQuestion, droppedStopWords, unframedQuestion } from './stop-words.ts'
import {
  buildThesaurus,
  indexedWords,
  meilisearchSynonyms,
  phraseKeyOf,
  phraseWords,
} from './synonyms.ts'
import { THESAURUS } from './thesaurus.ts'
import { stemOf, tokenize } from './tokenize.ts'
import {
  isSection,
  pageOf,
  type SearchDocument,
  type SearchHit,
  type SearchIndex,
  type SearchResults,
} from './types.ts'

export const MEILI_INDEX_UID = 'knowledge'
const PRE = '\u0001'
const POST = '\u0002'
/** The attributes whose matched words a hit's highlights and snippet show. */
const HIGHLIGHTED = ['title', 'description', 'body'] as const

/**
 * The shared ranking rules in Meilisearch's terms: `attribute` moves up to follow `typo`. The
 * embedded words rule weighs each match by its attribute (a title match outweighs a body
 * match) before priority is consulted; Meilisearch's words rule only counts words, so without
 * this every document of a higher priority that mentions "MFA" in its body would come before
 * the eBook titled with it. Measured on the relevance sets against Meilisearch 1.21.
 */
export const MEILI_RANKING_RULES: readonly string[] = [
  ...RANKING_RULES.slice(0, RANKING_RULES.indexOf('typo') + 1),
  'attribute',
  ...RANKING_RULES.slice(RANKING_RULES.indexOf('typo') + 1).filter((rule) => rule !== 'attribute'),
]

/** Settings for an index of `documents` (their vocabulary adds the word-form synonyms). */
export function meiliIndexSettings(documents: readonly SearchDocument[]): Settings {
  return {
    searchableAttributes: [...SEARCHABLE_ATTRIBUTES],
    // The searchable text is displayed only for highlighting: hits read `shown` (see
    // MeiliDocument), and `_formatted` marks the matched words.
    displayedAttributes: ['id', 'category', 'url', 'pageTitle', 'shown', ...HIGHLIGHTED],
    rankingRules: [...MEILI_RANKING_RULES],
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

/**
 * What Meilisearch stores of a document. Its searchable attributes hold the text as the embedded
 * tokenizer reads it, so numbers and prices match the same way on both engines ("$1,500" and
 * "1500" are one word, where Meilisearch's own tokenizer reads "1" and "500"); `shown` keeps the
 * fields as written, for the hit.
 */
interface MeiliDocument extends Omit<SearchDocument, 'keywords'> {
  /** Meilisearch ids allow only [A-Za-z0-9_-]: our ids ("policy:joiners") are base64url-encoded. */
  key: string
  keywords: string
  context: string
  shown: Pick<SearchDocument, 'title' | 'description' | 'body'>
}

export interface MeilisearchOptions {
  host: string
  apiKey?: string
  indexUid?: string
  /** Per request, in ms: an unreachable server must fail fast so the fallback answers. */
  timeoutMs?: number
}

/** A span Meilisearch marked as matched (see PRE and POST). */
const MARKED = new RegExp(`${PRE}([^${POST}]*)${POST}`, 'g')

/** The matched words Meilisearch marked in these highlighted attributes. */
function markedWords(formatted: unknown, attributes: readonly string[]): string[] {
  const words = new Set<string>()
  for (const attribute of attributes) {
    const value = (formatted as Record<string, unknown> | undefined)?.[attribute]
    if (typeof value !== 'string') continue
    for (const match of value.matchAll(MARKED)) {
      for (const word of tokenize(match[1]!)) words.add(word)
    }
  }
  return [...words]
}

interface MarkedHit {
  url: string
  /** A section's page title; absent on a page's own hit. */
  pageTitle?: string
  /** The words Meilisearch marked in the highlighted attributes: the hit's highlights. */
  marked: string[]
  /** Those of them marked in the title. */
  markedInTitle: string[]
}

/** Whether a hit is a page's own document, not one of its sections. */
const isPageHit = (hit: { url: string; pageTitle?: string }) =>
  hit.pageTitle === undefined && !isSection(hit)

/** A hit with the words Meilisearch marked in it, read once. */
export function withMarks<T extends { url: string; pageTitle?: string; _formatted?: unknown }>(
  hit: T,
): T & MarkedHit {
  return {
    ...hit,
    marked: markedWords(hit._formatted, HIGHLIGHTED),
    markedInTitle: markedWords(hit._formatted, ['title']),
  }
}

/**
 * The embedded engine's "a section that answers comes before its page" (promoteSections in
 * ranking.ts), from the words Meilisearch marked: when a page's own hit matched some query words
 * only in its text, or the query is a question asking more than the page's title, the first of
 * its sections below it that holds those words (for a question: any of the page's matched words)
 * in its own title or text changes places with it, so the hits of other pages keep theirs. A
 * page matched only in its title keeps its place ("joiners" finds the Joiners policy itself).
 * Measured against Meilisearch 1.21: blind-set success@1 0.59 → 0.71, no query lower on any set.
 */
export function sectionsFirst<T extends MarkedHit>(hits: readonly T[], question: boolean): T[] {
  const out = [...hits]
  const stemsOf = new Map(hits.map((hit) => [hit, new Set(hit.marked.map(stemOf))]))
  const seen = new Set<string>()
  for (let at = 0; at < out.length; at++) {
    const page = out[at]!
    if (!isPageHit(page) || seen.has(page.url)) continue
    seen.add(page.url)
    const matched = stemsOf.get(page)!
    const inTitle = new Set(page.markedInTitle.map(stemOf))
    const textOnly = [...matched].filter((stem) => !inTitle.has(stem))
    const asksMore = question && textOnly.length > 0
    const answering = out.findIndex((hit, i) => {
      if (i <= at || pageOf(hit.url) !== page.url || hit.url === page.url) return false
      const own = stemsOf.get(hit)!
      if (asksMore) return [...matched].some((stem) => own.has(stem))
      if (textOnly.length === 0) return false
      return textOnly.every((stem) => own.has(stem))
    })
    if (answering < 0) continue
    const section = out[answering]!
    out[answering] = page
    out[at] = section
  }
  return out
}

/** Searchable text as the embedded tokenizer reads it ("$1,500" → "1500"), for both sides. */
const normalized = (text: string) => tokenize(text).join(' ')

/** The adapter, plus what the indexing job needs of a shared index. */
export interface MeilisearchIndex extends SearchIndex {
  /** The stable uid searches use; builds happen under versioned names and are swapped in. */
  readonly uid: string
  /** Documents in the live index, or null when it does not exist yet. */
  documentCount: () => Promise<number | null>
  /**
   * Builds these documents into a new index named after `version`, swaps it with the live one
   * in one task (`swapIndexes`) and deletes the previous documents' index.
   */
  rebuild: (documents: SearchDocument[], version: string) => Promise<void>
}

/** Attempts per write (the first included) and the pause before the first retry, doubled after. */
const WRITE_ATTEMPTS = 3
const RETRY_BASE_MS = 200
/** How long a write waits for Meilisearch to process its task. */
const TASK_TIMEOUT_MS = 30_000

const thesaurus = buildThesaurus()

/**
 * Each thesaurus term by its phrase key (the stems of its words), as Meilisearch's synonyms
 * spell it: a query saying "contingent workers" or "Identity Governances and Administration"
 * is sent in the thesaurus's words, so Meilisearch's synonyms (which match words exactly) apply
 * as the embedded engine's stem-keyed phrases do.
 */
const thesaurusTerms: ReadonlyMap<string, string> = (() => {
  const terms = new Map<string, string>()
  for (const entry of THESAURUS) {
    for (const term of entry.terms) {
      const words = phraseWords(term)
      const key = phraseKeyOf(words)
      if (words.length > 1 && !terms.has(key)) terms.set(key, words.join(' '))
    }
  }
  return terms
})()

/**
 * The query's terms: its words, each multi-word thesaurus term it spells being one term, in the
 * thesaurus's words.
 */
export function queryTerms(words: readonly string[]): string[] {
  const out: string[] = []
  for (let i = 0; i < words.length;) {
    let n = Math.min(thesaurus.maxPhraseWords, words.length - i)
    let term: string | undefined
    for (; n >= 2; n--) {
      term = thesaurusTerms.get(phraseKeyOf(words.slice(i, i + n)))
      if (term) break
    }
    out.push(term ?? words[i]!)
    i += term ? n : 1
  }
  return out
}

/** How much a relaxed search's documents weigh against the query's own (see searchesFor). */
const RELAXED_WEIGHT = 0.9
/** The most terms a query may have to be searched without each in turn (one search a term). */
const MOST_TERMS_LEFT_OUT = 6

/**
 * The searches one query makes, merged by Meilisearch's federated search (each document once,
 * at its best weighted score). Meilisearch's `frequency` strategy never drops the query's rarest
 * word, so a question whose rarest word is incidental ("which regulations apply to identity
 * data of patients") would find only the documents using it; the embedded engine goes on to the
 * documents matching the other words. So the query is also searched with `last` (which drops
 * words from the end instead) and, when it has three to six terms besides the stop words,
 * without each of them in turn, those answers weighing a little less. Measured against
 * Meilisearch 1.21: relevance-set questions' success@3 0.69 → 0.76, a question's search about
 * 60 ms instead of 15.
 */
export function searchesFor(
  terms: readonly string[],
): { q: string; matchingStrategy: MatchingStrategies; weight: number }[] {
  const q = terms.join(' ')
  const searches: ReturnType<typeof searchesFor> = [
    { q, matchingStrategy: MATCHING_STRATEGY, weight: 1 },
  ]
  const content = terms.filter((term) => !STOP_WORDS.has(term))
  if (content.length < 2) return searches
  searches.push({ q, matchingStrategy: 'last', weight: RELAXED_WEIGHT })
  if (content.length < 3 || content.length > MOST_TERMS_LEFT_OUT) return searches
  for (const left of content) {
    const rest = content.filter((term) => term !== left).join(' ')
    searches.push({ q: rest, matchingStrategy: 'all', weight: RELAXED_WEIGHT })
  }
  return searches
}

/**
 * The words the embedded engine indexes beside a document's own (indexedWords: the words of the
 * acronyms it uses, the heads of the phrases it spells out), so "privileged access" finds "PAM
 * Service" on both engines; Meilisearch gets them with the keywords.
 */
function thesaurusWords(doc: SearchDocument): string[] {
  return SEARCHABLE_ATTRIBUTES.flatMap((field) => {
    const own = phraseWords(fieldText(doc, field))
    return indexedWords(own, thesaurus, isSection(doc)).slice(own.length)
  })
}

const withKey = (doc: SearchDocument): MeiliDocument => ({
  ...doc,
  title: normalized(doc.title),
  description: normalized(doc.description),
  body: normalized(doc.body),
  shown: { title: doc.title, description: doc.description, body: doc.body },
  key: Buffer.from(doc.id).toString('base64url'),
  keywords: normalized([...doc.keywords, ...new Set(thesaurusWords(doc))].join(' ')),
  context: normalized(doc.pageTitle ?? ''),
})

export function createMeilisearchIndex(options: MeilisearchOptions): MeilisearchIndex {
  const client = new Meilisearch({
    host: options.host,
    ...(options.apiKey ? { apiKey: options.apiKey } : {}),
    timeout: options.timeoutMs ?? 2000,
    // Uncompressed answers: Meilisearch streams a compressed answer in chunks whose last one
    // waits for the acknowledgement of the one before (about 40 ms a search, measured against
    // Meilisearch 1.21 on one host, where the uncompressed answer takes 6-10 ms in all). The
    // adapter and Meilisearch share a network where a search answer's size costs nothing.
    requestInit: { headers: { 'Accept-Encoding': 'identity' } },
  })
  const uid = options.indexUid ?? MEILI_INDEX_UID
  const index = client.index<MeiliDocument>(uid)

  /** Enqueues a task and waits for it; a failed or timed-out task throws. */
  const run = async (what: string, enqueue: () => EnqueuedTaskPromise): Promise<void> => {
    const task = await enqueue().waitTask({ timeout: TASK_TIMEOUT_MS })
    if (task.status !== 'succeeded') {
      throw new Error(`Meilisearch ${what} ${task.status}: ${task.error?.message ?? ''}`)
    }
  }

  /** Builds a complete index under a new name and swaps it with the live one in one task. */
  const buildAndSwap = async (documents: SearchDocument[], version = 'replace') => {
    const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`
    const building = `${uid}_${version.replace(/[^A-Za-z0-9_-]/g, '_')}_${stamp}`
    try {
      await run('create index', () => client.createIndex(building, { primaryKey: 'key' }))
      const fresh = client.index<MeiliDocument>(building)
      await run('settings', () => fresh.updateSettings(meiliIndexSettings(documents)))
      if (documents.length > 0) {
        await run('indexing', () =>
          fresh.addDocuments(documents.map(withKey), { primaryKey: 'key' }),
        )
      }
      // Swapping needs both names to exist: the first build swaps with an empty live index.
      if ((await documentCountOf(client, uid)) === null) {
        await run('create index', () => client.createIndex(uid, { primaryKey: 'key' }))
      }
      await run('swap', () => client.swapIndexes([{ indexes: [uid, building], rename: false }]))
    } finally {
      // After the swap this name holds the previous documents; after a failure, a partial build.
      await client.deleteIndexIfExists(building).catch(() => false)
    }
  }

  return {
    name: 'meilisearch',
    uid,
    replaceAll: (documents) => buildAndSwap(documents),
    rebuild: buildAndSwap,
    upsert: async (documents) => {
      if (documents.length === 0) return
      await retrying(() =>
        run('indexing', () => index.addDocuments(documents.map(withKey), { primaryKey: 'key' })),
      )
    },
    remove: async (ids) => {
      if (ids.length === 0) return
      const keys = ids.map((id) => Buffer.from(id).toString('base64url'))
      await retrying(() => run('deletion', () => index.deleteDocuments(keys)))
    },
    documentCount: () => documentCountOf(client, uid),
    search: async (query, { limit }): Promise<SearchResults> => {
      const syntax = parseQuerySyntax(query)
      const words = unframedQuestion(phraseWords(syntax.text))
      // Only excluded words: Meilisearch would answer with every other document.
      if (words.length === 0) return { hits: [], ignoredWords: [] }
      // Every search keeps the operators: they bound the answer, relaxed or not.
      const operators = operatorsText(syntax)
      const response = await client.multiSearch<FederatedMultiSearchParams, MeiliDocument>({
        // Room for the per-page cap below.
        federation: { limit: limit * MAX_HITS_PER_PAGE },
        queries: searchesFor(queryTerms(words)).map(({ q, matchingStrategy, weight }) => ({
          indexUid: uid,
          q: operators ? `${q} ${operators}` : q,
          matchingStrategy,
          attributesToRetrieve: ['id', 'category', 'url', 'pageTitle', 'shown'],
          attributesToHighlight: [...HIGHLIGHTED],
          highlightPreTag: PRE,
          highlightPostTag: POST,
          federationOptions: { weight },
        })),
      })
      const perPage = new Map<string, number>()
      // Distinct within each search; two searches may each bring a document of one url.
      const urls = new Set<string>()
      const hits: SearchHit[] = []
      const matched = new Set<string>()
      const pageHits = new Set(response.hits.filter(isPageHit).map((hit) => hit.url))
      for (const hit of sectionsFirst(response.hits.map(withMarks), asksQuestion(words))) {
        const page = pageOf(hit.url)
        // A section that matched nothing in its own title or text (only its page title and
        // keywords), beside its page's own hit, says no more than that page.
        if (!isPageHit(hit) && hit.marked.length === 0 && pageHits.has(page)) continue
        const shown = perPage.get(page) ?? 0
        if (shown === MAX_HITS_PER_PAGE || hits.length === limit || urls.has(hit.url)) continue
        perPage.set(page, shown + 1)
        urls.add(hit.url)
        const highlights = hit.marked
        for (const word of highlights) matched.add(word)
        const { title, description, body } = hit.shown
        hits.push({
          id: hit.id,
          title,
          description,
          category: hit.category,
          url: hit.url,
          page,
          pageTitle: hit.pageTitle ?? title,
          ...(hit.pageTitle ? { section: title } : {}),
          snippet: makeSnippet(snippetSource(description, body), highlights),
          highlights,
        })
      }
      const dropped = droppedStopWords(words)
      const matchedStems = new Set([...matched].map(stemOf))
      const ignoredWords = words.filter((word) =>
        STOP_WORDS.has(word)
          ? dropped.has(word)
          : hits.length > 0 && !matchedStems.has(stemOf(word)),
      )
      return { hits, ignoredWords }
    },
    health: async () => {
      await client.health()
      return 'ok'
    },
  }
}

async function documentCountOf(client: Meilisearch, uid: string): Promise<number | null> {
  try {
    return (await client.index(uid).getStats()).numberOfDocuments
  } catch (err) {
    if (err instanceof MeilisearchApiError && err.cause?.code === 'index_not_found') return null
    throw err
  }
}

/** Runs `write`, retrying a failure twice with a doubling pause; the last failure is thrown. */
async function retrying(write: () => Promise<void>): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await write()
    } catch (err) {
      if (attempt >= WRITE_ATTEMPTS) throw err
      await new Promise((resolve) => setTimeout(resolve, RETRY_BASE_MS * 2 ** (attempt - 1)))
    }
  }
}
