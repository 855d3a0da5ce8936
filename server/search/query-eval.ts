// Evaluates a query plan over the inverted index with MiniSearch 7's scoring (same BM25
// parameters, prefix and fuzzy term weights, OR sums, score × distinct query terms matched), on
// dense per-document arrays instead of a Map of result objects per term, with each term's
// expansion cached per engine. Groups are evaluated one by one; the matching strategy then
// orders the groups, and each candidate carries a mask of the groups it matched.
import type { InvertedIndex, Postings, TermPostings } from './inverted-index.ts'
import { LruCache } from '../lru-cache.ts'
import { typoCost, type FieldBoosts, type GroupQuery, type TermQuery } from './query-plan.ts'

/** MiniSearch's default BM25 parameters and prefix/fuzzy match weights. */
const BM25 = { k: 1.2, b: 0.7, d: 0.5 }
const PREFIX_WEIGHT = 0.375
const FUZZY_WEIGHT = 0.45
/**
 * Distinct term queries (word, prefix flag, typo budget) whose expansions an engine keeps: about
 * a vocabulary's worth, since the words visitors type recur across otherwise distinct queries
 * and a typo or prefix lookup in the radix tree costs more than the rest of a query.
 */
const EXPANSION_CACHE_SIZE = 20_000

/** An index term a term query matches, with the weight MiniSearch gives that kind of match. */
export interface Expansion {
  term: string
  weight: number
  postings: TermPostings
}

/** One term query of the plan, with the documents it matched (in MiniSearch's order). */
export interface Leaf {
  source: string
  /** The query group the term query belongs to. */
  group: number
  expansions: Expansion[]
  docs: Int32Array
}

/**
 * Which query groups a document may lack first (Meilisearch's `matchingStrategy`): documents
 * matching every group rank first, then those lacking the most frequent group (`frequency`) or
 * the last one (`last`), and so on. A document matching any group is a candidate: the words
 * rule ranks it by what it matches.
 */
export type MatchingStrategy = 'frequency' | 'last'

/**
 * Documents matching any group, and their scores. The arrays are views of the evaluator's own
 * buffers: valid until its next evaluation.
 */
export interface Candidates {
  docs: Int32Array
  scores: Float64Array
  /** Per candidate, bit g set when it matched group g. */
  masks: Int32Array
  /** The groups that matched any document, in the order they are kept (the first: longest). */
  order: number[]
  /** Per group, the number of documents it matched. */
  frequencies: number[]
  /** Every term query in tree order: they tell which index terms matched a document. */
  leaves: Leaf[]
}

interface Matches {
  docs: Int32Array
  scores: Float64Array
}

export type Evaluator = (queries: GroupQuery[], strategy: MatchingStrategy) => Candidates

export function createEvaluator(
  index: InvertedIndex,
  fields: readonly string[],
  defaultBoost: FieldBoosts,
): Evaluator {
  const { terms, documentCount, slotCount, fieldCount, fieldLengths, averageFieldLengths } = index
  // Scratch arrays, zero between calls: a term's and a group's score sum per document, the
  // documents of each, and 1 + a document's position among the candidates.
  const sums = new Float64Array(slotCount)
  const termDocs = new Int32Array(slotCount)
  const groupSums = new Float64Array(slotCount)
  const groupDocs = new Int32Array(slotCount)
  let groupSize = 0
  const positions = new Int32Array(slotCount)
  // sourceMarks[doc] === sourceMark: the document was already counted for this query term.
  const sourceMarks = new Float64Array(slotCount)
  let sourceMark = 0
  // Distinct query terms matched, per document (zero between calls).
  const sourceCounts = new Int32Array(slotCount)
  const candidateDocs = new Int32Array(slotCount)
  const candidateScores = new Float64Array(slotCount)
  const candidateMasks = new Int32Array(slotCount)
  const expansions = new LruCache<string, Expansion[]>(EXPANSION_CACHE_SIZE)
  const boostsByObject = new WeakMap<FieldBoosts, number[]>()

  const fieldBoosts = (boost: FieldBoosts): number[] => {
    let list = boostsByObject.get(boost)
    if (!list) {
      list = fields.map((field) => (Object.hasOwn(boost, field) ? boost[field] : undefined) || 1)
      boostsByObject.set(boost, list)
    }
    return list
  }

  const expand = (query: TermQuery): Expansion[] => {
    const { term, prefix, fuzzy } = query
    return expansions.getOrCompute(`${term}\u0000${prefix}\u0000${fuzzy}`, () => {
      const out: Expansion[] = []
      const exact = terms.get(term)
      if (exact) out.push({ term, weight: 1, postings: exact })
      const fuzzyMatches = fuzzy > 0 ? terms.fuzzyGet(term, fuzzy) : undefined
      if (prefix) {
        for (const [longer, postings] of terms.atPrefix(term)) {
          const distance = longer.length - term.length
          if (!distance) continue
          // A term that is both a prefix and a fuzzy match counts as a prefix match.
          fuzzyMatches?.delete(longer)
          const weight = (PREFIX_WEIGHT * longer.length) / (longer.length + 0.3 * distance)
          out.push({ term: longer, weight, postings })
        }
      }
      for (const [near, [postings, distance]] of fuzzyMatches ?? []) {
        if (!distance || typoCost(term, near, distance) > fuzzy) continue
        out.push({
          term: near,
          weight: (FUZZY_WEIGHT * near.length) / (near.length + distance),
          postings,
        })
      }
      return out
    })
  }

  // Each posting's BM25 score in its field, computed the first time a query reads the posting:
  // it depends only on the index state this evaluator reads, and common words over a large
  // corpus are read by query after query. At most 8 bytes per posting of the index, for the
  // postings queries have read; a changed index gets a new evaluator.
  const fieldScores = new WeakMap<Postings, Float64Array>()
  const scoresOf = (postings: Postings, field: number): Float64Array => {
    let scores = fieldScores.get(postings)
    if (scores) return scores
    const { k, b, d } = BM25
    const count = postings.docs.length
    const averageLength = averageFieldLengths[field]!
    const invDocFreq = Math.log(1 + (documentCount - count + 0.5) / (count + 0.5))
    scores = new Float64Array(count)
    for (let i = 0; i < count; i++) {
      const termFreq = postings.freqs[i]!
      const fieldLength = fieldLengths[postings.docs[i]! * fieldCount + field]!
      scores[i] =
        invDocFreq *
        (d + (termFreq * (k + 1)) / (termFreq + k * (1 - b + (b * fieldLength) / averageLength)))
    }
    fieldScores.set(postings, scores)
    return scores
  }

  /**
   * One term query: its BM25 score per document summed over its expansions and fields (in
   * `sums`), recorded as a leaf and added into the group being evaluated. A group's alternatives
   * add up in query order, as MiniSearch's OR does.
   */
  const evaluateTerm = (query: TermQuery, leaves: Leaf[], group: number): void => {
    const boosts = fieldBoosts(query.boost ?? defaultBoost)
    const list = expand(query)
    let matched = 0
    for (const { weight, postings } of list) {
      for (let field = 0; field < fieldCount; field++) {
        const matching = postings[field]
        if (!matching) continue
        const fieldBoost = boosts[field]!
        const docs = matching.docs
        const scores = scoresOf(matching, field)
        for (let i = 0; i < docs.length; i++) {
          const doc = docs[i]!
          // Every score is positive, so a zero sum means "not matched yet".
          if (sums[doc] === 0) termDocs[matched++] = doc
          sums[doc] = sums[doc]! + weight * fieldBoost * scores[i]!
        }
      }
    }
    for (let i = 0; i < matched; i++) {
      const doc = termDocs[i]!
      if (groupSums[doc] === 0) groupDocs[groupSize++] = doc
      groupSums[doc] = groupSums[doc]! + sums[doc]!
      sums[doc] = 0
    }
    leaves.push({ source: query.term, group, expansions: list, docs: termDocs.slice(0, matched) })
  }

  const evaluateParts = (query: GroupQuery, leaves: Leaf[], group: number): void => {
    if (!('anyOf' in query)) evaluateTerm(query, leaves, group)
    else for (const part of query.anyOf) evaluateParts(part, leaves, group)
  }

  /** The documents matching any alternative of a group, with their summed scores. */
  const evaluate = (query: GroupQuery, leaves: Leaf[], group: number): Matches => {
    groupSize = 0
    evaluateParts(query, leaves, group)
    const docs = groupDocs.slice(0, groupSize)
    const scores = new Float64Array(groupSize)
    for (let i = 0; i < groupSize; i++) {
      scores[i] = groupSums[docs[i]!]!
      groupSums[docs[i]!] = 0
    }
    return { docs, scores }
  }

  /**
   * Multiplies each candidate's score by the number of distinct query terms it matched (every
   * leaf's documents are candidates).
   */
  const weighByQueryTerms = (docs: Int32Array, scores: Float64Array, leaves: Leaf[]): void => {
    const bySource = new Map<string, Leaf[]>()
    for (const leaf of leaves) {
      const same = bySource.get(leaf.source)
      if (same) same.push(leaf)
      else bySource.set(leaf.source, [leaf])
    }
    for (const sameSource of bySource.values()) {
      sourceMark++
      for (const leaf of sameSource) {
        for (const doc of leaf.docs) {
          if (sourceMarks[doc] === sourceMark) continue
          sourceMarks[doc] = sourceMark
          sourceCounts[doc]!++
        }
      }
    }
    for (let i = 0; i < docs.length; i++) {
      scores[i] = scores[i]! * sourceCounts[docs[i]!]!
      sourceCounts[docs[i]!] = 0
    }
  }

  return (queries, strategy) => {
    const leaves: Leaf[] = []
    const groups = queries.map((query, g) => evaluate(query, leaves, g))
    const live = groups.flatMap((matches, g) => (matches.docs.length > 0 ? [g] : []))
    // Rarest first for `frequency` (the most frequent group is dropped first); query order for
    // `last`. Groups matching nothing are left out: they would leave nothing to rank.
    const order =
      strategy === 'frequency'
        ? live.sort((a, b) => groups[a]!.docs.length - groups[b]!.docs.length || a - b)
        : live
    if (order.length === 0) {
      return {
        docs: candidateDocs.subarray(0, 0),
        scores: candidateScores.subarray(0, 0),
        masks: candidateMasks.subarray(0, 0),
        order,
        frequencies: [],
        leaves,
      }
    }
    // The union of the groups, rarest first, in the evaluator's own arrays (a common word over a
    // large corpus makes tens of thousands of candidates: no growing arrays per query).
    let n = 0
    for (const g of order) {
      const matches = groups[g]!
      const bit = 1 << g
      for (let j = 0; j < matches.docs.length; j++) {
        const doc = matches.docs[j]!
        const at = positions[doc]!
        if (at === 0) {
          candidateDocs[n] = doc
          candidateScores[n] = matches.scores[j]!
          candidateMasks[n] = bit
          positions[doc] = ++n
        } else {
          candidateScores[at - 1] = candidateScores[at - 1]! + matches.scores[j]!
          candidateMasks[at - 1] = candidateMasks[at - 1]! | bit
        }
      }
    }
    const docs = candidateDocs.subarray(0, n)
    const scores = candidateScores.subarray(0, n)
    const masks = candidateMasks.subarray(0, n)
    for (const doc of docs) positions[doc] = 0
    weighByQueryTerms(docs, scores, leaves)
    const frequencies = groups.map((matches) => matches.docs.length)
    return { docs, scores, masks, order, frequencies, leaves }
  }
}
