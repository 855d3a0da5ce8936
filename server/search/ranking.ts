// Meilisearch-like ranking of the candidates, rule by rule (RANKING_RULES): words (more of the
// query's groups, a rare group or one matched in a leading attribute weighing more, a document
// of lower priority a little less, then more of them in the matching strategy's order) → typo →
// priority (the framework's own pages and sections before offerings, overviews, glossary lines
// and forum posts) → proximity (how close the matched words stand, measured on word positions in
// every attribute) → attribute → exactness, then score; full ties keep the candidates' order.
//
// Only what the top `limit` hits need is ranked in full (Meilisearch's bucket sort): the words
// and typo keys of every candidate come from one pass over the matched terms' postings; the
// candidates are bucketed by them, and buckets are opened best first, each ranked by the later
// rules (proximity reads where the document's matched words stand, so it is computed only
// there), until `limit` hits are found: one per url (Meilisearch's `distinctAttribute: 'url'`),
// at most MAX_HITS_PER_PAGE per page, so one long page cannot fill the answer. Documents whose
// url or page is already full are left out before proximity.
import type { TermPostings } from './inverted-index.ts'
import type { Candidates } from './query-eval.ts'
import { MAX_QUERY_WORDS, type QueryGroup } from './query-plan.ts'
import { keptApart } from './tokenize.ts'
import { PRIORITY } from './types.ts'

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

/**
 * Documents of one bucket ranked in full, at most (see boundedBucket): five times the hits of the
 * largest answer (20), so proximity still reorders well beyond what one bucket can give.
 */
const BUCKET_LIMIT = 100

/** Matched terms of one query, at most (an occurrence packs its term below its position). */
const QUERY_TERM_SPAN = 2 ** 20

/** Proximity sums stay below this (MAX_QUERY_WORDS - 1 pairs). */
const PROXIMITY_BASE = MAX_QUERY_WORDS * MAX_PROXIMITY

/** What ranking reads of each document, by document number. */
export interface RankingDocuments {
  /**
   * A number per distinct title (its indexed words joined by spaces, `titleNumbers`): exactness
   * compares a query with every candidate's title, so it compares numbers.
   */
  titleIds: Int32Array
  titleNumbers: ReadonlyMap<string, number>
  urlIds: Int32Array
  pageIds: Int32Array
  priorities: Uint8Array
  /**
   * Where each document's words stand, what proximity is measured on (see `termPositions`): its
   * words as term numbers (`termNumbers`) and positions, all attributes one after the other.
   */
  termPositions: ReadonlyArray<Int32Array | undefined>
  termNumbers: ReadonlyMap<string, number>
  /**
   * What a match in each attribute says the document is about, for the words rule: most in the
   * title, less in the page title and keywords, least in the text (the first is the largest).
   */
  fieldWeights: readonly number[]
  /** Live documents (document numbers may include removed ones): what rarity is measured by. */
  liveDocuments: number
  /**
   * The first attribute of a document's running text (description, body): a page that matches a
   * group only there holds the answer in one of its sections (see promoteSections). A page's
   * own document has `urlIds[doc] === pageIds[doc]`.
   */
  firstTextField: number
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
  /** The query reads as a question: its answer is a section rather than the page in general. */
  question: boolean,
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
 * What a document's words weight keeps, by priority (PRIORITY in types.ts): each step below the
 * framework's own content takes 4% off, and a forum post, a member's view rather than what the
 * framework sets out, weighs 0.76 of a framework page matching the same words in the same
 * attributes. The priority rule orders documents whose words tie; this lets a page written about
 * the subject outrank a discussion or a glossary line that matches its words slightly better,
 * while a post whose title clearly matches the question still comes first.
 */
const PRIORITY_WEIGHTS: Readonly<Record<number, number>> = {
  [PRIORITY.content]: 1,
  [PRIORITY.offering]: 0.96,
  [PRIORITY.overview]: 0.92,
  [PRIORITY.glossary]: 0.88,
  [PRIORITY.community]: 0.76,
}

/**
 * What a question's intent phrase ("how long", "how much": QueryGroup.intent) weighs beside a
 * word naming the subject: enough to pick a course's Duration among its sections, too little for
 * every Duration heading to outrank the policy that says "expires within 72 hours".
 */
const INTENT_WEIGHT = 0.5

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
  /** Of the typo groups, those where the term and the typed word begin one another. */
  variant: number
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
  const typo = leafGroups & ~(exact | prefix)
  let variant = 0
  groups.forEach((group, g) => {
    if (
      typo & (1 << g) &&
      group.words.some((w) => (term.startsWith(w) || w.startsWith(term)) && !keptApart(term, w))
    ) {
      variant |= 1 << g
    }
  })
  return { literal, exact, prefix, typo, variant }
}

/**
 * Typo units of a group's best match: an exact one costs nothing, a longer word the visitor may
 * still be typing half a typo (so "CIAM" finds CIAM before CIAMO), a typo one.
 */
const PREFIX_COST = 1
const TYPO_COST = 2

/**
 * A candidate's bucket, smaller first: the words rule (steps of weight lacking, then groups
 * missing), then the typo rule (typo units).
 */
function bucketKey(lacking: number, missing: number, typos: number): number {
  const words = lacking * (MAX_QUERY_WORDS + 1) + missing
  return words * (TYPO_COST * MAX_QUERY_WORDS + 1) + typos
}

/** Bucket keys run below this. */
const BUCKET_KEYS = bucketKey(WORD_STEPS, MAX_QUERY_WORDS, TYPO_COST * MAX_QUERY_WORDS) + 1

export function createRanker(
  documentCount: number,
  fieldCount: number,
  documents: RankingDocuments,
): Ranker {
  // During a query: 1 + a document's position among the candidates (0: not a candidate), and
  // the term last counted for it.
  const positionOf = new Int32Array(documentCount)
  const termMarks = new Float64Array(documentCount)
  let mark = 0
  // Per candidate, the index terms it matched as a linked list: `lastMatch[i]` is 1 + the
  // candidate's latest entry (0: none), each entry holds a term number and 1 + the one before.
  let matchTerm = new Int32Array(1024)
  let matchBefore = new Int32Array(1024)
  let matchCount = 0
  const matchedTerms = (lastMatch: Int32Array, i: number, terms: readonly string[]): string[] => {
    const out: string[] = []
    for (let at = lastMatch[i]!; at !== 0; at = matchBefore[at - 1]!) {
      out.push(terms[matchTerm[at - 1]!]!)
    }
    // Entries were added in term order, so the list runs backwards.
    return out.reverse()
  }
  // Proximity scratch: per matched term of a query, its term number (-1: no document word) and
  // the groups it serves; one candidate's occurrences of them (position × QUERY_TERM_SPAN + the
  // term); the last position each group was seen at in the attribute being read.
  let queryTermNumbers = new Int32Array(64)
  let queryTermGroups = new Int32Array(64)
  let occurrences = new Float64Array(256)
  const lastSeen = new Int32Array(MAX_QUERY_WORDS)
  const closest = new Int32Array(MAX_QUERY_WORDS)
  // What one query keeps per candidate (by position; per group, `width` entries each), allocated
  // once: only the range a query uses is reset.
  const exactFields = new Uint8Array(documentCount * MAX_QUERY_WORDS)
  const prefixFields = new Uint8Array(documentCount * MAX_QUERY_WORDS)
  const typoFields = new Uint8Array(documentCount * MAX_QUERY_WORDS)
  const variantFields = new Uint8Array(documentCount * MAX_QUERY_WORDS)
  const exactness = new Uint16Array(documentCount)
  // 1 when a candidate matched a query term in its own title or text (not only in its page title
  // or keywords).
  const ownText = new Uint8Array(documentCount)
  const lastMatch = new Int32Array(documentCount)
  const attributes = new Int32Array(documentCount)
  // The groups a candidate matched only in the running text (not the title, page title or
  // keywords), and those matched in its own words (the title or the running text).
  const textOnly = new Int32Array(documentCount)
  const ownWords = new Int32Array(documentCount)
  // The words rule's weight of each candidate.
  const weights = new Float64Array(documentCount)
  // Buckets of one query: each candidate's bucket key, the keys in use, the size of each bucket
  // (then where it ends in `bucketMembers`; zero between queries), the candidates bucket by
  // bucket.
  const bucketKeys = new Int32Array(documentCount)
  const usedKeys: number[] = []
  const bucketSizes = new Int32Array(BUCKET_KEYS)
  const bucketMembers = new Int32Array(documentCount)
  // Where one matched term's first visit of a document is written: for each (role, group) it
  // serves, the role's array and the group.
  const targetFields: Uint8Array[] = []
  const targetGroups: number[] = []

  // Whether a field holds the document's own words (its title or running text), not words it
  // inherits from its page (the page title, keywords).
  const isOwnField = (field: number) => field === 0 || field >= documents.firstTextField

  /**
   * Per candidate (by position) and group, the best field of an exact, a prefix and a typo match
   * (fieldCount: none), from each matched index term's postings, visited best field first; per
   * candidate, the number of literal forms matched and the terms matched. Also the matched terms
   * in order, the groups each serves, and the largest exactness any candidate can reach.
   */
  const collectMatches = (candidates: Candidates, groups: QueryGroup[]) => {
    const n = candidates.docs.length
    const width = groups.length
    candidates.docs.forEach((doc, i) => (positionOf[doc] = i + 1))
    exactFields.fill(fieldCount, 0, n * width)
    prefixFields.fill(fieldCount, 0, n * width)
    typoFields.fill(fieldCount, 0, n * width)
    variantFields.fill(fieldCount, 0, n * width)
    exactness.fill(0, 0, n)
    ownText.fill(0, 0, n)
    lastMatch.fill(0, 0, n)
    matchCount = 0
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
      targetFields.length = 0
      targetGroups.length = 0
      for (const [fields, mask] of [
        [exactFields, role.exact],
        [prefixFields, role.prefix],
        [typoFields, role.typo],
        [variantFields, role.variant],
      ] as const) {
        for (const g of groupsIn(mask, width)) {
          targetFields.push(fields)
          targetGroups.push(g)
        }
      }
      const targets = targetGroups.length
      const termMark = ++mark
      for (let field = 0; field < fieldCount; field++) {
        const docs = postings[field]?.docs
        if (!docs) continue
        const ownField = isOwnField(field)
        for (let p = 0; p < docs.length; p++) {
          const doc = docs[p]!
          const i = positionOf[doc]! - 1
          if (i < 0) continue
          if (ownField) ownText[i] = 1
          if (termMarks[doc] === termMark) continue
          // The first visit of a document gives the term's best field in it.
          termMarks[doc] = termMark
          if (matchCount === matchTerm.length) {
            matchTerm = grow(matchTerm)
            matchBefore = grow(matchBefore)
          }
          matchTerm[matchCount] = termNumber
          matchBefore[matchCount] = lastMatch[i]!
          lastMatch[i] = ++matchCount
          exactness[i] = exactness[i]! + literals
          for (let r = 0; r < targets; r++) {
            const fields = targetFields[r]!
            const at = i * width + targetGroups[r]!
            if (field < fields[at]!) fields[at] = field
          }
        }
      }
    }
    for (const doc of candidates.docs) positionOf[doc] = 0
    return { maxExactness, terms, roles }
  }

  /**
   * Meilisearch's proximity: for each pair of consecutive groups the document matched (in query
   * order), the distance between their closest occurrences in one attribute (one more when they
   * stand in reverse order), at most MAX_PROXIMITY; summed. Read only at the positions of the
   * terms the candidate matched (found in its words sorted by term), not along all its words.
   */
  const proximityOf = (i: number, doc: number, mask: number, groupCount: number): number => {
    const index = documents.termPositions[doc]
    const matchedGroups = groupsIn(mask, groupCount)
    if (matchedGroups.length < 2) return 0
    if (!index) return (matchedGroups.length - 1) * MAX_PROXIMITY
    const pairs = fieldCount + 1
    const pairCount = (index.length - pairs) >> 1
    let count = 0
    for (let entry = lastMatch[i]!; entry !== 0; entry = matchBefore[entry - 1]!) {
      const t = matchTerm[entry - 1]!
      const number = queryTermNumbers[t]!
      if (number < 0 || !(queryTermGroups[t]! & mask)) continue
      // The run of pairs holding this term.
      let low = termRunStart(index, fieldCount, number)
      for (; low < pairCount && index[pairs + 2 * low] === number; low++) {
        if (count === occurrences.length) occurrences = grow(occurrences)
        occurrences[count++] = index[pairs + 2 * low + 1]! * QUERY_TERM_SPAN + t
      }
    }
    // closest[g]: the best distance between matched group g and the next matched one so far.
    closest.fill(MAX_PROXIMITY, 0, groupCount)
    let field = -1
    for (const occurrence of occurrences.subarray(0, count).sort()) {
      const at = Math.floor(occurrence / QUERY_TERM_SPAN)
      if (field < 0 || at >= index[field + 1]!) {
        while (at >= index[field + 1]!) field++
        lastSeen.fill(-1, 0, groupCount)
      }
      const served = queryTermGroups[occurrence - at * QUERY_TERM_SPAN]!
      const position = at - index[field]!
      for (let k = 0; k < matchedGroups.length; k++) {
        const g = matchedGroups[k]!
        if (!(served & (1 << g))) continue
        // In order: the previous group seen before this one.
        if (k > 0) {
          const before = matchedGroups[k - 1]!
          if (lastSeen[before]! >= 0) {
            const distance = Math.max(1, position - lastSeen[before]!)
            if (distance < closest[before]!) closest[before] = distance
          }
        }
        // Reversed: the next group seen before this one costs one more.
        if (k < matchedGroups.length - 1) {
          const after = matchedGroups[k + 1]!
          if (lastSeen[after]! >= 0) {
            const distance = position - lastSeen[after]! + 1
            if (distance < closest[g]!) closest[g] = distance
          }
        }
        lastSeen[g] = position
      }
    }
    let sum = 0
    for (let i = 0; i < matchedGroups.length - 1; i++) sum += closest[matchedGroups[i]!]! - 1
    return sum
  }

  /**
   * The later rules as one number ordering like (-priority, proximity, attribute, -exactness),
   * smaller first; proximity 0 leaves it out.
   */
  const laterKey = (query: QueryKeys, i: number, proximity: number): number => {
    const doc = query.docs[i]!
    const exact =
      exactness[i]! + (documents.titleIds[doc] === query.phraseTitle ? query.groupCount : 0)
    return (
      (((MAX_PRIORITY - documents.priorities[doc]!) * PROXIMITY_BASE + proximity) *
        query.attributeBase +
        attributes[i]!) *
        (query.maxExactness + 1) +
      query.maxExactness -
      exact
    )
  }

  /**
   * A bucket larger than BUCKET_LIMIT (a common word over a large corpus) is first cut to its
   * best document per url by the rules that need no word positions, then to the BUCKET_LIMIT
   * best of those, so proximity is measured on a bounded number of documents.
   */
  const boundedBucket = (query: QueryKeys, members: number[]): number[] => {
    if (members.length <= BUCKET_LIMIT) return members
    const cheap = new Map<number, number>()
    const best = new Map<number, number>()
    for (const i of members) {
      const url = documents.urlIds[query.docs[i]!]!
      const key = laterKey(query, i, 0)
      cheap.set(i, key)
      const held = best.get(url)
      if (
        held === undefined ||
        key < cheap.get(held)! ||
        (key === cheap.get(held)! && query.scores[i]! > query.scores[held]!)
      )
        best.set(url, i)
    }
    return [...best.values()]
      .sort((x, y) => cheap.get(x)! - cheap.get(y)! || query.scores[y]! - query.scores[x]! || x - y)
      .slice(0, BUCKET_LIMIT)
  }

  // The matched terms of the query being ranked, for the hits' highlights.
  let queryTerms: readonly string[] = []
  const termsOf = (i: number) => matchedTerms(lastMatch, i, queryTerms)

  // By page number, 1 + the position of the page's own document among the candidates (0: not a
  // candidate), and the candidates' masks, during a query. Urls and pages share one numbering,
  // so a page number can exceed the document count (a page with sections but no own document).
  let pageCount = 0
  for (const page of documents.pageIds) pageCount = Math.max(pageCount, page + 1)
  const pagePositions = new Int32Array(pageCount)
  let candidateMasks: ArrayLike<number> = []
  const markPageCandidates = ({ docs, masks }: Candidates) => {
    candidateMasks = masks
    for (let i = 0; i < docs.length; i++) {
      const doc = docs[i]!
      if (documents.urlIds[doc] === documents.pageIds[doc])
        pagePositions[documents.pageIds[doc]!] = i + 1
    }
  }
  const clearPageCandidates = ({ docs }: Candidates) => {
    for (let i = 0; i < docs.length; i++) pagePositions[documents.pageIds[docs[i]!]!] = 0
  }
  /**
   * A section that matched nothing in its own title or text, only words its page's own hit
   * matched too (through the page title and keywords the section inherits), says no more than
   * that page: it is left out, so the answer shows other pages instead.
   */
  const repeatsItsPage = (i: number, doc: number) => {
    if (ownText[i] === 1 || documents.urlIds[doc] === documents.pageIds[doc]) return false
    const page = pagePositions[documents.pageIds[doc]!]! - 1
    return page >= 0 && (candidateMasks[page]! & candidateMasks[i]!) === candidateMasks[i]
  }

  // Closures are made once per ranker, not per query: the server runs under a loader that names
  // every function it creates, which costs time on the hot path.
  return (candidates, groups, limit, question) => {
    const { maxExactness, terms, roles } = collectMatches(candidates, groups)
    queryTerms = terms
    const width = groups.length
    const { masks, order, frequencies, scores } = candidates
    const rarity = frequencies.map((n) => Math.log(1 + documents.liveDocuments / Math.max(1, n)))
    // A group's weight in the words rule, before the attribute's weight.
    const groupWeights = groups.map((group, g) => rarity[g]! * (group.intent ? INTENT_WEIGHT : 1))
    const firstFieldWeight = documents.fieldWeights[0] ?? 1
    // The groups some candidate matched as typed (or in another of the word's exact forms).
    let exactGroups = 0
    for (const role of roles) exactGroups |= role.exact
    const textWeight = documents.fieldWeights[documents.firstTextField] ?? 1
    const maxWeight = groupWeights.reduce((sum, weight) => sum + weight * firstFieldWeight, 0)
    const query: QueryKeys = {
      docs: candidates.docs,
      scores,
      // The title that spells out the query word for word, if any document has it.
      phraseTitle: documents.titleNumbers.get(groups.flatMap((g) => g.words).join(' ')) ?? -1,
      groupCount: groups.length,
      attributeBase: groups.length * fieldCount + 1,
      maxExactness,
    }

    // Words and typo for every candidate; the rest only for the buckets opened.
    const n = candidates.docs.length
    textOnly.fill(0, 0, n)
    ownWords.fill(0, 0, n)
    usedKeys.length = 0
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
        const at = i * width + g
        let field = exactFields[at]!
        let fieldWeight: number
        if (field === fieldCount && prefixFields[at]! < fieldCount) {
          typos += PREFIX_COST
          field = prefixFields[at]!
          fieldWeight = documents.fieldWeights[field] ?? 1
        } else if (field === fieldCount) {
          typos += TYPO_COST
          field = typoFields[at]!
          fieldWeight = documents.fieldWeights[field] ?? 1
          // When the index also holds the word as typed, a typo of it says no more about a
          // document than running text would, wherever it stands: "reset" read as "REST" in a
          // title must not outweigh "reset" in a text. A typo that only lengthens or shortens
          // the word ("deliver" as "delivery", "programme" as "program") is another form of it
          // and keeps its attribute's weight, unless the two are different words ("office" and
          // "officer", `keptApart`).
          if (exactGroups & (1 << g)) {
            const variant = variantFields[at]!
            fieldWeight = Math.max(
              Math.min(fieldWeight, textWeight),
              variant < fieldCount ? (documents.fieldWeights[variant] ?? 1) : 0,
            )
          }
        } else {
          fieldWeight = documents.fieldWeights[field] ?? 1
        }
        attribute += field
        weight += groupWeights[g]! * fieldWeight
        if (field >= documents.firstTextField) textOnly[i] = textOnly[i]! | (1 << g)
        if (isOwnField(field)) ownWords[i] = ownWords[i]! | (1 << g)
      }
      attributes[i] = attribute
      weight *= PRIORITY_WEIGHTS[documents.priorities[candidates.docs[i]!]!] ?? 1
      weights[i] = weight
      const lacking =
        maxWeight === 0 ? 0 : Math.round(((maxWeight - weight) / maxWeight) * WORD_STEPS)
      const key = bucketKey(lacking, missing, typos)
      bucketKeys[i] = key
      if (bucketSizes[key] === 0) usedKeys.push(key)
      bucketSizes[key] = bucketSizes[key]! + 1
    })
    // The candidates in bucket order (counting sort: each bucket keeps candidate order).
    usedKeys.sort((a, b) => a - b)
    let start = 0
    for (const key of usedKeys) {
      const size = bucketSizes[key]!
      bucketSizes[key] = start
      start += size
    }
    for (let i = 0; i < n; i++) {
      const key = bucketKeys[i]!
      const at = bucketSizes[key]!
      bucketMembers[at] = i
      bucketSizes[key] = at + 1
    }

    // The matched terms as document words, and the groups each serves, for proximity.
    if (queryTermNumbers.length < terms.length) {
      queryTermNumbers = new Int32Array(terms.length * 2)
      queryTermGroups = new Int32Array(terms.length * 2)
    }
    terms.forEach((term, t) => {
      queryTermNumbers[t] = documents.termNumbers.get(term) ?? -1
      queryTermGroups[t] = roles[t]!.exact | roles[t]!.prefix | roles[t]!.typo
    })

    markPageCandidates(candidates)
    const taken = new Set<number>()
    const perPage = new Map<number, number>()
    const out: RankedCandidate[] = []
    const promotion: PromotionInputs = {
      docs: candidates.docs,
      masks,
      scores,
      weights,
      textOnly,
      ownWords,
      urlIds: documents.urlIds,
      pageIds: documents.pageIds,
      termsOf,
      question,
    }
    let end = 0
    for (const key of usedKeys) {
      const first = end
      end = bucketSizes[key]!
      // A document whose url already has its hit, or whose page has all of its hits, cannot
      // be shown: it is left out before its words are read for proximity.
      const open: number[] = []
      for (let at = first; at < end; at++) {
        const i = bucketMembers[at]!
        const doc = candidates.docs[i]!
        if (
          !taken.has(documents.urlIds[doc]!) &&
          !repeatsItsPage(i, doc) &&
          (perPage.get(documents.pageIds[doc]!) ?? 0) < MAX_HITS_PER_PAGE
        )
          open.push(i)
      }
      const ranked = boundedBucket(query, open).map((i) => {
        const doc = candidates.docs[i]!
        const proximity = proximityOf(i, doc, masks[i]!, groups.length)
        const later = laterKey(query, i, proximity)
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
        out.push({ position: i, terms: termsOf(i) })
        if (out.length === limit) break
      }
      if (out.length === limit) break
    }
    for (const key of usedKeys) bucketSizes[key] = 0
    clearPageCandidates(candidates)
    return promoteSections(out, limit, promotion)
  }
}

/** What the later rules of one query read besides the per-candidate arrays. */
interface QueryKeys {
  docs: ArrayLike<number>
  scores: ArrayLike<number>
  phraseTitle: number
  groupCount: number
  attributeBase: number
  maxExactness: number
}

interface PromotionInputs {
  docs: ArrayLike<number>
  masks: ArrayLike<number>
  scores: ArrayLike<number>
  /** The words rule's weight of each candidate. */
  weights: Float64Array
  textOnly: Int32Array
  ownWords: Int32Array
  urlIds: Int32Array
  pageIds: Int32Array
  termsOf: (i: number) => string[]
  question: boolean
}

/**
 * A page whose hit stands before its sections, though some query words occur only in its running
 * text or only in a section, holds the answer in one of its sections: the page's title matched
 * the subject ("CIGAE course"), the rest of the question ("who should attend") is answered
 * further down. The section that matches every group the page matched (the page's title as its
 * page title, the groups the page has only in its text in the section's own title or text), the
 * one the words rule weighs most (then the best score), takes the page's place, so the hit lands
 * on the paragraph that answers. A section already listed below its page changes places with it,
 * as Meilisearch's adapter does: the hits between keep their places, and the page's own hit, the
 * least specific of its hits, goes where the section was. One not listed yet goes just before its
 * page. A question that asks more than the page's title does so even when no section holds every
 * word the page matched ("how long do disabled accounts stay before deletion": "stay" is
 * elsewhere on the page): it asks for the paragraph that holds most of its words, not the page in
 * general. Sections already ranked above their page stay as they are; the page keeps at most
 * MAX_HITS_PER_PAGE hits and the answer `limit`.
 */
function promoteSections(
  out: RankedCandidate[],
  limit: number,
  inputs: PromotionInputs,
): RankedCandidate[] {
  const { docs, masks, scores, weights, textOnly, ownWords, urlIds, pageIds } = inputs
  let sectionsByPage: Map<number, number[]> | undefined
  const seenPages = new Set<number>()
  for (let at = 0; at < out.length; at++) {
    const i = out[at]!.position
    const doc = docs[i]!
    const page = pageIds[doc]!
    if (seenPages.has(page)) continue
    seenPages.add(page)
    if (urlIds[doc] !== page) continue
    if (!sectionsByPage) {
      sectionsByPage = new Map()
      for (let j = 0; j < docs.length; j++) {
        const d = docs[j]!
        if (urlIds[d] === pageIds[d]) continue
        const list = sectionsByPage.get(pageIds[d]!)
        if (list) list.push(j)
        else sectionsByPage.set(pageIds[d]!, [j])
      }
    }
    const mask = masks[i]!
    // What a section must match of the page's groups: all of them, with those the page has only
    // in its text in the section's own words. A question that asks more than the page's title
    // asks less of the section: the groups the page matched in its title, with at least one in
    // the section's own words, so that the section holding most of the rest answers it. ("what
    // is PAM" asks for the page itself.)
    const titleGroups = mask & ~textOnly[i]!
    const asksMore = inputs.question && textOnly[i] !== 0
    let best = -1
    for (const j of sectionsByPage.get(page) ?? []) {
      if (asksMore) {
        if ((masks[j]! & titleGroups) !== titleGroups || (ownWords[j]! & mask) === 0) continue
      } else {
        if ((masks[j]! & mask) !== mask || (ownWords[j]! & textOnly[i]!) !== textOnly[i]) continue
        // A section that adds nothing to its page (the page matched only in its title) does not
        // take its place: "joiners" finds the Joiners policy itself.
        if (textOnly[i] === 0 && masks[j] === mask) continue
      }
      if (
        best < 0 ||
        weights[j]! > weights[best]! ||
        (weights[j] === weights[best] && scores[j]! > scores[best]!)
      )
        best = j
    }
    if (best < 0) continue
    const url = urlIds[docs[best]!]!
    const held = out.findIndex((hit) => urlIds[docs[hit.position]!] === url)
    if (held >= 0 && held < at) continue
    if (held >= 0) {
      if (out[held]!.position !== best) continue
      // Listed further down already: the section and its page change places, so the hits
      // between them keep theirs.
      ;[out[at], out[held]] = [out[held]!, out[at]!]
      continue
    }
    out.splice(at, 0, { position: best, terms: inputs.termsOf(best) })
    at++
    // One more hit of this page: past MAX_HITS_PER_PAGE, its last one goes.
    const ofPage = out.flatMap((hit, k) => (pageIds[docs[hit.position]!] === page ? [k] : []))
    if (ofPage.length > MAX_HITS_PER_PAGE) out.splice(ofPage.at(-1)!, 1)
    if (out.length > limit) out.pop()
  }
  return out
}

/**
 * Where the run of `term` begins among a document's words (`RankingDocuments.termPositions`:
 * `fieldCount + 1` field offsets, then (term number, position) pairs sorted by term number): the
 * first pair whose term is not below it, or the number of pairs.
 */
function termRunStart(index: Int32Array, fieldCount: number, term: number): number {
  const pairs = fieldCount + 1
  let low = 0
  let high = (index.length - pairs) >> 1
  while (low < high) {
    const middle = (low + high) >>> 1
    if (index[pairs + 2 * middle]! < term) low = middle + 1
    else high = middle
  }
  return low
}

/** Whether a document's words (`RankingDocuments.termPositions`) include `term`. */
export function holdsTerm(index: Int32Array, fieldCount: number, term: number): boolean {
  return index[fieldCount + 1 + 2 * termRunStart(index, fieldCount, term)] === term
}

/**
 * Whether a document's words (`RankingDocuments.termPositions`) hold `terms` one after another,
 * within one field: a phrase as written.
 */
export function holdsRun(index: Int32Array, fieldCount: number, terms: readonly number[]): boolean {
  const pairs = fieldCount + 1
  const pairCount = (index.length - pairs) >> 1
  for (let k = termRunStart(index, fieldCount, terms[0]!); k < pairCount; k++) {
    if (index[pairs + 2 * k] !== terms[0]) break
    const position = index[pairs + 2 * k + 1]!
    let field = 0
    while (index[field + 1]! <= position) field++
    if (position + terms.length > index[field + 1]!) continue
    let held = true
    for (let i = 1; held && i < terms.length; i++) {
      held = holdsAt(index, fieldCount, terms[i]!, position + i)
    }
    if (held) return true
  }
  return false
}

/** Whether a document's word at `position` is `term` (read along the term's run of pairs). */
function holdsAt(index: Int32Array, fieldCount: number, term: number, position: number): boolean {
  const pairs = fieldCount + 1
  const pairCount = (index.length - pairs) >> 1
  for (let k = termRunStart(index, fieldCount, term); k < pairCount; k++) {
    if (index[pairs + 2 * k] !== term || index[pairs + 2 * k + 1]! > position) return false
    if (index[pairs + 2 * k + 1] === position) return true
  }
  return false
}

/** The groups a bit mask holds, in order. */
function groupsIn(mask: number, groupCount: number): number[] {
  const out: number[] = []
  for (let g = 0; g < groupCount; g++) if (mask & (1 << g)) out.push(g)
  return out
}

function popCount(mask: number): number {
  let count = 0
  for (let m = mask; m !== 0; m &= m - 1) count++
  return count
}

/** A scratch array twice as long, holding what `array` held. */
function grow<A extends Int32Array<ArrayBuffer> | Float64Array<ArrayBuffer>>(array: A): A {
  const larger = new (array.constructor as new (length: number) => A)(array.length * 2)
  larger.set(array)
  return larger
}
