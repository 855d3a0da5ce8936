// Meilisearch-like ranking of the candidates, rule by rule (RANKING_RULES): words (more of the
// query's groups, in the matching strategy's order) → typo → proximity → priority (the
// framework's own pages and sections before overviews, glossary lines and forum posts) →
// attribute → exactness, then
// score; full ties keep the candidates' order. Only what the top `limit` hits need gets sorted:
// the integer keys of every candidate come from one pass over the matched terms' postings,
// candidates are bucketed by key, and buckets are opened best first until `limit` hits are
// found: one per url (Meilisearch's `distinctAttribute: 'url'`), at most MAX_HITS_PER_PAGE per
// page, so one long page cannot fill the answer.
import type { TermPostings } from './inverted-index.ts'
import { createPhraseFilter } from './phrase-filter.ts'
import type { Candidates } from './query-eval.ts'
import { MAX_QUERY_WORDS, type QueryGroup } from './query-plan.ts'

/** The ranking rules, in order; the Meilisearch adapter sends the same list. */
export const RANKING_RULES = [
  'words',
  'typo',
  'proximity',
  'priority:desc',
  'attribute',
  'exactness',
] as const

/** Hits of one page in one answer, at most. */
export const MAX_HITS_PER_PAGE = 3

/** Document priorities run from 0 to this. */
export const MAX_PRIORITY = 3

/** What ranking reads of each document, by document number. */
export interface RankingDocuments {
  lowerTitles: readonly string[]
  lowerDescriptions: readonly string[]
  urlIds: readonly number[]
  pageIds: readonly number[]
  priorities: readonly number[]
}

/** A ranked candidate: its position in `candidates.docs` and the index terms it matched. */
export interface RankedCandidate {
  position: number
  /** In the order MiniSearch reports them: tree order of the term queries, then expansions. */
  terms: string[]
}

/** The best document of each of the top `limit` urls, best first. */
export type Ranker = (
  candidates: Candidates,
  groups: QueryGroup[],
  limit: number,
) => RankedCandidate[]

function isExactFor(group: QueryGroup, term: string): boolean {
  return group.exactForms.has(term) || (group.prefix !== undefined && term.startsWith(group.prefix))
}

export function createRanker(
  documentCount: number,
  fieldCount: number,
  documents: RankingDocuments,
): Ranker {
  // Per candidate document: the best field of an exact match per group (fieldCount: none), the
  // best field of a typo match, and the number of exact forms matched.
  const groupFields = new Uint8Array(documentCount * MAX_QUERY_WORDS)
  const typoFields = new Uint8Array(documentCount)
  const exactness = new Uint16Array(documentCount)
  // Marks: which documents are candidates of this query, which were seen for this term.
  const candidateMarks = new Float64Array(documentCount)
  const termMarks = new Float64Array(documentCount)
  let mark = 0
  // The index terms each candidate matched, as linked lists: `lastMatch[doc]` is 1 + the
  // document's latest entry (0: none), each entry holds a term number and 1 + the one before.
  const lastMatch = new Int32Array(documentCount)
  let matchTerm = new Int32Array(1024)
  let matchBefore = new Int32Array(1024)
  let matchCount = 0
  const addMatch = (doc: number, term: number): void => {
    if (matchCount === matchTerm.length) {
      matchTerm = grow(matchTerm)
      matchBefore = grow(matchBefore)
    }
    matchTerm[matchCount] = term
    matchBefore[matchCount] = lastMatch[doc]!
    lastMatch[doc] = ++matchCount
  }
  const matchedTerms = (doc: number, terms: readonly string[]): string[] => {
    const out: string[] = []
    for (let at = lastMatch[doc]!; at !== 0; at = matchBefore[at - 1]!) {
      out.push(terms[matchTerm[at - 1]!]!)
    }
    // Entries were added in term order, so the list runs backwards.
    return out.reverse()
  }
  const mayOccur = createPhraseFilter([...documents.lowerTitles, ...documents.lowerDescriptions])

  /**
   * Fills the per-document keys from each matched index term's best field in each document, and
   * returns the matched terms in order with the largest exactness any document can reach.
   */
  const collectMatches = (candidates: Candidates, groups: QueryGroup[]) => {
    const candidateMark = ++mark
    matchCount = 0
    for (const doc of candidates.docs) {
      candidateMarks[doc] = candidateMark
      lastMatch[doc] = 0
      groupFields.fill(fieldCount, doc * MAX_QUERY_WORDS, doc * MAX_QUERY_WORDS + groups.length)
      typoFields[doc] = fieldCount
      exactness[doc] = 0
    }
    const matched = new Map<string, TermPostings>()
    for (const leaf of candidates.leaves) {
      for (const { term, postings } of leaf.expansions) matched.set(term, postings)
    }
    let maxExactness = groups.length
    const terms = [...matched.keys()]
    for (const [termNumber, postings] of [...matched.values()].entries()) {
      const term = terms[termNumber]!
      const exactGroups = groups.flatMap((group, g) => (isExactFor(group, term) ? [g] : []))
      const exactForms = groups.filter((group) => group.exactForms.has(term)).length
      maxExactness += exactForms
      const termMark = ++mark
      // Fields are visited best first, so a document's first visit gives the term's best field.
      for (let field = 0; field < fieldCount; field++) {
        for (const doc of postings[field]?.docs ?? []) {
          if (candidateMarks[doc] !== candidateMark || termMarks[doc] === termMark) continue
          termMarks[doc] = termMark
          addMatch(doc, termNumber)
          exactness[doc] = exactness[doc]! + exactForms
          if (exactGroups.length === 0) typoFields[doc] = Math.min(typoFields[doc]!, field)
          for (const g of exactGroups) {
            const at = doc * MAX_QUERY_WORDS + g
            groupFields[at] = Math.min(groupFields[at]!, field)
          }
        }
      }
    }
    return { maxExactness, terms }
  }

  return (candidates, groups, limit) => {
    const { maxExactness, terms } = collectMatches(candidates, groups)
    const { masks, order } = candidates
    const words = groups.flatMap((g) => g.words)
    const phrase = words.join(' ')
    const phraseMayOccur = groups.length >= 2 && mayOccur(words)
    const attributeBase = groups.length * fieldCount + 1
    const buckets = new Map<number, number[]>()
    candidates.docs.forEach((doc, i) => {
      const mask = masks[i]!
      let kept = 0
      while (kept < order.length && mask & (1 << order[kept]!)) kept++
      const missing = order.length - kept
      let typos = 0
      let attribute = 0
      for (let g = 0; g < groups.length; g++) {
        if (!(mask & (1 << g))) continue
        const field = groupFields[doc * MAX_QUERY_WORDS + g]!
        if (field === fieldCount) {
          typos++
          attribute += typoFields[doc]!
        } else attribute += field
      }
      // Proximity, coarsely: does the title or description hold the query words side by side?
      const title = documents.lowerTitles[doc]!
      const proximity =
        groups.length < 2 ||
        missing > 0 ||
        (phraseMayOccur &&
          (title.includes(phrase) || documents.lowerDescriptions[doc]!.includes(phrase)))
          ? 0
          : 1
      const exact = exactness[doc]! + (title === phrase ? groups.length : 0)
      // One number ordering like (missing, typos, proximity, -priority, attribute,
      // -exactness), smaller first.
      const rules =
        ((missing * (MAX_QUERY_WORDS + 1) + typos) * 2 + proximity) * (MAX_PRIORITY + 1) +
        MAX_PRIORITY -
        documents.priorities[doc]!
      const key = (rules * attributeBase + attribute) * (maxExactness + 1) + maxExactness - exact
      const bucket = buckets.get(key)
      if (bucket) bucket.push(i)
      else buckets.set(key, [i])
    })
    const { scores } = candidates
    const taken = new Set<number>()
    const perPage = new Map<number, number>()
    const out: RankedCandidate[] = []
    for (const key of [...buckets.keys()].sort((a, b) => a - b)) {
      // The best document of each url not taken yet: highest score, earliest on a tie.
      const bestOfUrl = new Map<number, number>()
      for (const i of buckets.get(key)!) {
        const url = documents.urlIds[candidates.docs[i]!]!
        if (taken.has(url)) continue
        const best = bestOfUrl.get(url)
        if (best === undefined || scores[i]! > scores[best]!) bestOfUrl.set(url, i)
      }
      const ranked = [...bestOfUrl].sort(([, x], [, y]) => scores[y]! - scores[x]! || x - y)
      for (const [url, i] of ranked) {
        const page = documents.pageIds[candidates.docs[i]!]!
        const shown = perPage.get(page) ?? 0
        if (shown === MAX_HITS_PER_PAGE) continue
        perPage.set(page, shown + 1)
        taken.add(url)
        out.push({ position: i, terms: matchedTerms(candidates.docs[i]!, terms) })
        if (out.length === limit) return out
      }
    }
    return out
  }
}

function grow(array: Int32Array<ArrayBuffer>): Int32Array<ArrayBuffer> {
  const larger = new Int32Array(array.length * 2)
  larger.set(array)
  return larger
}
