// Meilisearch-like ranking of the candidates, rule by rule (RANKING_RULES): words (more of the
// query's groups, a group matched in a leading attribute counting twice, then more of them in
// the matching strategy's order) → typo → proximity → priority (the
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
  /** Attributes 0 … leadingFields - 1 name what a document is about (title, page, keywords). */
  leadingFields: number
  /** Live documents (document numbers may include removed ones): what rarity is measured by. */
  liveDocuments: number
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

/**
 * A group matched by another form than the one typed: another form of the word, a thesaurus
 * term, or the prefix of a longer word ("ciam" in "ciamo").
 */
function isNearFor(group: QueryGroup, term: string): boolean {
  if (group.literalForms.has(term)) return false
  return group.exactForms.has(term) || (group.prefix !== undefined && term.startsWith(group.prefix))
}

/** A group matching at most this share of the documents is rare. */
const RARE_SHARE = 0.05

/**
 * What a matched group adds to the words rule: a rare group weighs twice a common one, and
 * counts double again in a leading attribute (title, page, keywords); a common word in a title
 * ("management", "access") says little about what the document is about, so it gains less.
 */
function weightOf(rare: boolean, leading: boolean): number {
  return rare ? (leading ? 8 : 4) : leading ? 3 : 2
}

export function createRanker(
  documentCount: number,
  fieldCount: number,
  documents: RankingDocuments,
): Ranker {
  // Per candidate document: the best field of an exact match per group (fieldCount: none), the
  // best field of a typo match, and the number of exact forms matched.
  const groupFields = new Uint8Array(documentCount * MAX_QUERY_WORDS)
  const prefixFields = new Uint8Array(documentCount * MAX_QUERY_WORDS)
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
      prefixFields.fill(fieldCount, doc * MAX_QUERY_WORDS, doc * MAX_QUERY_WORDS + groups.length)
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
      const exactGroups = groups.flatMap((group, g) => (group.literalForms.has(term) ? [g] : []))
      const prefixGroups = groups.flatMap((group, g) => (isNearFor(group, term) ? [g] : []))
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
          if (exactGroups.length + prefixGroups.length === 0) {
            typoFields[doc] = Math.min(typoFields[doc]!, field)
          }
          for (const g of prefixGroups) {
            const at = doc * MAX_QUERY_WORDS + g
            prefixFields[at] = Math.min(prefixFields[at]!, field)
          }
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
    const { masks, order, frequencies } = candidates
    const rare = frequencies.map((n) => n <= documents.liveDocuments * RARE_SHARE)
    const maxWeight = rare.reduce((sum, r) => sum + weightOf(r, true), 0)
    const queryWords = groups.flatMap((g) => g.words)
    const phrase = queryWords.join(' ')
    const phraseMayOccur = groups.length >= 2 && mayOccur(queryWords)
    const attributeBase = groups.length * fieldCount + 1
    const buckets = new Map<number, number[]>()
    candidates.docs.forEach((doc, i) => {
      const mask = masks[i]!
      let kept = 0
      while (kept < order.length && mask & (1 << order[kept]!)) kept++
      const missing = order.length - kept
      // Typos: a match by another form (isNearFor) counts half a typo, so "ciam" finds CIAM
      // before CIAMO, and "joiners" the Joiners policy before the Onboarding service.
      let typos = 0
      let attribute = 0
      // Words: the weight of the matched groups (weightOf), then fewer groups lacking in the
      // matching strategy's order.
      let weight = 0
      for (let g = 0; g < groups.length; g++) {
        if (!(mask & (1 << g))) continue
        let field = groupFields[doc * MAX_QUERY_WORDS + g]!
        if (field === fieldCount) {
          field = prefixFields[doc * MAX_QUERY_WORDS + g]!
          if (field === fieldCount) {
            typos += 2
            field = typoFields[doc]!
          } else typos += 1
        }
        attribute += field
        weight += weightOf(rare[g]!, field < documents.leadingFields)
      }
      const words = (maxWeight - weight) * (MAX_QUERY_WORDS + 1) + missing
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
      // One number ordering like (words, typos, proximity, -priority, attribute, -exactness),
      // smaller first.
      const rules =
        ((words * (2 * MAX_QUERY_WORDS + 1) + typos) * 2 + proximity) * (MAX_PRIORITY + 1) +
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
