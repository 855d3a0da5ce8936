// Meilisearch-like ranking of the candidates, rule by rule (RANKING_RULES): words (more of the
// query's groups, a rare group or one matched in a leading attribute weighing more, then more of
// them in the matching strategy's order) → typo → proximity (how close the matched words stand,
// measured on word positions in every attribute) → priority (the framework's own pages and
// sections before offerings, overviews, glossary lines and forum posts) → attribute → exactness,
// then score; full ties keep the candidates' order.
//
// Only what the top `limit` hits need is ranked in full (Meilisearch's bucket sort): the words
// and typo keys of every candidate come from one pass over the matched terms' postings; the
// candidates are bucketed by them, and buckets are opened best first, each ranked by the later
// rules (proximity reads the document's words, so it is computed only there), until `limit`
// hits are found: one per url (Meilisearch's `distinctAttribute: 'url'`), at most
// MAX_HITS_PER_PAGE per page, so one long page cannot fill the answer.
import type { TermPostings } from './inverted-index.ts'
import type { Candidates } from './query-eval.ts'
import { MAX_QUERY_WORDS, type QueryGroup } from './query-plan.ts'

/** The ranking rules, in order; the Meilisearch adapter sends the same list. */
export const RANKING_RULES = [
  'words',
  'typo',
  'priority:desc',
  'proximity',
  'attribute',
  'exactness',
] as const

/** Hits of one page in one answer, at most. */
export const MAX_HITS_PER_PAGE = 3

/** Document priorities run from 0 to this. */
export const MAX_PRIORITY = 4

/** Two matched words further apart than this (or in different attributes) count as this far. */
export const MAX_PROXIMITY = 8

/** Proximity sums stay below this (MAX_QUERY_WORDS - 1 pairs). */
const PROXIMITY_BASE = MAX_QUERY_WORDS * MAX_PROXIMITY

/** What ranking reads of each document, by document number. */
export interface RankingDocuments {
  lowerTitles: readonly string[]
  urlIds: readonly number[]
  pageIds: readonly number[]
  priorities: readonly number[]
  /**
   * The words of each document as term numbers (`termNumbers`), all attributes one after the
   * other, and where each attribute starts (`fieldCount + 1` offsets per document): what
   * proximity is measured on.
   */
  words: ReadonlyArray<Int32Array | undefined>
  wordOffsets: ReadonlyArray<Int32Array | undefined>
  termNumbers: ReadonlyMap<string, number>
  /**
   * What a match in each attribute says the document is about, for the words rule: most in the
   * title, less in the page title and keywords, least in the text (the first is the largest).
   */
  fieldWeights: readonly number[]
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
 * The words rule weighs each matched group by its rarity (the inverse document frequency of
 * what it matched) times the weight of the attribute it matched in (`fieldWeights`): a page
 * titled with the query's word is about it. A rare word outweighs a common one ("GDPR" against
 * "access"), and the share of the query's weight a document holds, in WORD_STEPS steps, is its
 * words bucket: documents close in weight tie and the later rules decide.
 */
const WORD_STEPS = 20

/**
 * How a term matches each group (bit masks): by a form typed (literal); exactly, by a form typed,
 * another form of the word (stem) or a thesaurus term; as a longer word the last query word
 * begins (prefix); or by a typo.
 */
interface TermRole {
  literal: number
  exact: number
  prefix: number
  typo: number
}

function termRoles(term: string, groups: QueryGroup[], leafGroups: number): TermRole {
  let literal = 0
  let exact = 0
  let prefix = 0
  groups.forEach((group, g) => {
    if (group.literalForms.has(term)) literal |= 1 << g
    if (group.literalForms.has(term) || group.exactForms.has(term)) exact |= 1 << g
    else if (group.prefix !== undefined && term.startsWith(group.prefix)) prefix |= 1 << g
  })
  return { literal, exact, prefix, typo: leafGroups & ~(exact | prefix) }
}

/**
 * Typo units of a group's best match: an exact one costs nothing, a longer word the visitor may
 * still be typing half a typo (so "CIAM" finds CIAM before CIAMO), a typo one.
 */
const PREFIX_COST = 1
const TYPO_COST = 2

export function createRanker(
  documentCount: number,
  fieldCount: number,
  documents: RankingDocuments,
): Ranker {
  // Per candidate document and group: the best field of an exact match and of a typo match
  // (fieldCount: none); per document, the groups matched by a typo and the number of literal
  // forms matched.
  const groupFields = new Uint8Array(documentCount * MAX_QUERY_WORDS)
  const prefixFields = new Uint8Array(documentCount * MAX_QUERY_WORDS)
  const typoFields = new Uint8Array(documentCount * MAX_QUERY_WORDS)
  const typoGroups = new Int32Array(documentCount)
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
  // Proximity scratch: the groups each document word serves (by term number), and the last
  // position each group was seen at in the attribute being read.
  let groupsOfTerm = new Int32Array(Math.max(16, documents.termNumbers.size))
  const lastSeen = new Int32Array(MAX_QUERY_WORDS)
  const closest = new Int32Array(MAX_QUERY_WORDS)

  /**
   * Fills the per-document keys from each matched index term's best field in each document, and
   * returns the matched terms in order, the groups each serves and the largest exactness any
   * document can reach.
   */
  const collectMatches = (candidates: Candidates, groups: QueryGroup[]) => {
    const candidateMark = ++mark
    matchCount = 0
    for (const doc of candidates.docs) {
      candidateMarks[doc] = candidateMark
      lastMatch[doc] = 0
      groupFields.fill(fieldCount, doc * MAX_QUERY_WORDS, doc * MAX_QUERY_WORDS + groups.length)
      prefixFields.fill(fieldCount, doc * MAX_QUERY_WORDS, doc * MAX_QUERY_WORDS + groups.length)
      typoFields.fill(fieldCount, doc * MAX_QUERY_WORDS, doc * MAX_QUERY_WORDS + groups.length)
      typoGroups[doc] = 0
      exactness[doc] = 0
    }
    const matched = new Map<string, { postings: TermPostings; groups: number }>()
    for (const leaf of candidates.leaves) {
      for (const { term, postings } of leaf.expansions) {
        const seen = matched.get(term)
        if (seen) seen.groups |= 1 << leaf.group
        else matched.set(term, { postings, groups: 1 << leaf.group })
      }
    }
    let maxExactness = groups.length
    const terms = [...matched.keys()]
    const roles: TermRole[] = []
    for (const [termNumber, { postings, groups: leafGroups }] of [...matched.values()].entries()) {
      const role = termRoles(terms[termNumber]!, groups, leafGroups)
      roles.push(role)
      const literals = popCount(role.literal)
      maxExactness += literals
      const exactGroups = groups.flatMap((_, g) => (role.exact & (1 << g) ? [g] : []))
      const prefixGroups = groups.flatMap((_, g) => (role.prefix & (1 << g) ? [g] : []))
      const typoOnly = groups.flatMap((_, g) => (role.typo & (1 << g) ? [g] : []))
      const termMark = ++mark
      // Fields are visited best first, so a document's first visit gives the term's best field.
      for (let field = 0; field < fieldCount; field++) {
        for (const doc of postings[field]?.docs ?? []) {
          if (candidateMarks[doc] !== candidateMark || termMarks[doc] === termMark) continue
          termMarks[doc] = termMark
          addMatch(doc, termNumber)
          exactness[doc] = exactness[doc]! + literals
          typoGroups[doc] = typoGroups[doc]! | role.typo
          for (const g of exactGroups) {
            const at = doc * MAX_QUERY_WORDS + g
            if (field < groupFields[at]!) groupFields[at] = field
          }
          for (const g of prefixGroups) {
            const at = doc * MAX_QUERY_WORDS + g
            if (field < prefixFields[at]!) prefixFields[at] = field
          }
          for (const g of typoOnly) {
            const at = doc * MAX_QUERY_WORDS + g
            if (field < typoFields[at]!) typoFields[at] = field
          }
        }
      }
    }
    return { maxExactness, terms, roles }
  }

  /**
   * Meilisearch's proximity: for each pair of consecutive groups the document matched (in query
   * order), the distance between their closest occurrences in one attribute (one more when they
   * stand in reverse order), at most MAX_PROXIMITY; summed.
   */
  const proximityOf = (doc: number, mask: number, groupCount: number): number => {
    const words = documents.words[doc]
    const offsets = documents.wordOffsets[doc]
    const matchedGroups: number[] = []
    for (let g = 0; g < groupCount; g++) if (mask & (1 << g)) matchedGroups.push(g)
    if (matchedGroups.length < 2) return 0
    if (!words || !offsets) return (matchedGroups.length - 1) * MAX_PROXIMITY
    // next[g]: the matched group after g in query order (-1: none); closest[g]: best distance
    // between g and next[g] so far.
    closest.fill(MAX_PROXIMITY, 0, groupCount)
    for (let field = 0; field < offsets.length - 1; field++) {
      lastSeen.fill(-1, 0, groupCount)
      for (let at = offsets[field]!; at < offsets[field + 1]!; at++) {
        const served = groupsOfTerm[words[at]!]!
        if (served === 0) continue
        const position = at - offsets[field]!
        for (let i = 0; i < matchedGroups.length; i++) {
          const g = matchedGroups[i]!
          if (!(served & (1 << g))) continue
          // In order: the previous group seen before this one.
          if (i > 0) {
            const before = matchedGroups[i - 1]!
            if (lastSeen[before]! >= 0) {
              const distance = Math.max(1, position - lastSeen[before]!)
              if (distance < closest[before]!) closest[before] = distance
            }
          }
          // Reversed: the next group seen before this one costs one more.
          if (i < matchedGroups.length - 1) {
            const after = matchedGroups[i + 1]!
            if (lastSeen[after]! >= 0) {
              const distance = position - lastSeen[after]! + 1
              if (distance < closest[g]!) closest[g] = distance
            }
          }
          lastSeen[g] = position
        }
      }
    }
    let sum = 0
    for (let i = 0; i < matchedGroups.length - 1; i++) sum += closest[matchedGroups[i]!]! - 1
    return sum
  }

  return (candidates, groups, limit) => {
    const { maxExactness, terms, roles } = collectMatches(candidates, groups)
    const { masks, order, frequencies, scores } = candidates
    const rarity = frequencies.map((n) => Math.log(1 + documents.liveDocuments / Math.max(1, n)))
    const weightOf = (g: number, field: number) => rarity[g]! * (documents.fieldWeights[field] ?? 1)
    const maxWeight = groups.reduce((sum, _, g) => sum + weightOf(g, 0), 0)
    const phrase = groups.flatMap((g) => g.words).join(' ')
    const attributeBase = groups.length * fieldCount + 1

    // Words and typo for every candidate; the rest only for the buckets opened.
    const attributes = new Int32Array(candidates.docs.length)
    const buckets = new Map<number, number[]>()
    candidates.docs.forEach((doc, i) => {
      const mask = masks[i]!
      let kept = 0
      while (kept < order.length && mask & (1 << order[kept]!)) kept++
      const missing = order.length - kept
      let typos = 0
      let attribute = 0
      let weight = 0
      for (let g = 0; g < groups.length; g++) {
        if (!(mask & (1 << g))) continue
        const at = doc * MAX_QUERY_WORDS + g
        let field = groupFields[at]!
        if (field === fieldCount && prefixFields[at]! < fieldCount) {
          typos += PREFIX_COST
          field = prefixFields[at]!
        } else if (field === fieldCount) {
          typos += TYPO_COST
          field = typoFields[at]!
        }
        attribute += field
        weight += weightOf(g, field)
      }
      attributes[i] = attribute
      const lacking =
        maxWeight === 0 ? 0 : Math.round(((maxWeight - weight) / maxWeight) * WORD_STEPS)
      const words = lacking * (MAX_QUERY_WORDS + 1) + missing
      const key = words * (TYPO_COST * MAX_QUERY_WORDS + 1) + typos
      const bucket = buckets.get(key)
      if (bucket) bucket.push(i)
      else buckets.set(key, [i])
    })

    // Term numbers of the document words → the groups they serve, for proximity.
    if (groupsOfTerm.length < documents.termNumbers.size) {
      groupsOfTerm = new Int32Array(documents.termNumbers.size * 2)
    }
    const servedTerms: number[] = []
    terms.forEach((term, t) => {
      const number = documents.termNumbers.get(term)
      if (number === undefined) return
      groupsOfTerm[number] = roles[t]!.exact | roles[t]!.prefix | roles[t]!.typo
      servedTerms.push(number)
    })

    const taken = new Set<number>()
    const perPage = new Map<number, number>()
    const out: RankedCandidate[] = []
    try {
      for (const key of [...buckets.keys()].sort((a, b) => a - b)) {
        // The later rules, as one number ordering like (proximity, -priority, attribute,
        // -exactness), smaller first.
        const ranked = buckets.get(key)!.map((i) => {
          const doc = candidates.docs[i]!
          const proximity = proximityOf(doc, masks[i]!, groups.length)
          const exact =
            exactness[doc]! + (documents.lowerTitles[doc] === phrase ? groups.length : 0)
          const later =
            (((MAX_PRIORITY - documents.priorities[doc]!) * PROXIMITY_BASE + proximity) *
              attributeBase +
              attributes[i]!) *
              (maxExactness + 1) +
            maxExactness -
            exact
          return { i, later }
        })
        ranked.sort((x, y) => x.later - y.later || scores[y.i]! - scores[x.i]! || x.i - y.i)
        for (const { i } of ranked) {
          const doc = candidates.docs[i]!
          const url = documents.urlIds[doc]!
          if (taken.has(url)) continue
          const page = documents.pageIds[doc]!
          const shown = perPage.get(page) ?? 0
          if (shown === MAX_HITS_PER_PAGE) continue
          perPage.set(page, shown + 1)
          taken.add(url)
          out.push({ position: i, terms: matchedTerms(doc, terms) })
          if (out.length === limit) return out
        }
      }
      return out
    } finally {
      for (const number of servedTerms) groupsOfTerm[number] = 0
    }
  }
}

function popCount(mask: number): number {
  let count = 0
  for (let m = mask; m !== 0; m &= m - 1) count++
  return count
}

function grow(array: Int32Array<ArrayBuffer>): Int32Array<ArrayBuffer> {
  const larger = new Int32Array(array.length * 2)
  larger.set(array)
  return larger
}
