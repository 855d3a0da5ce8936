// Evaluates a query plan over the inverted index with MiniSearch 7's scoring (same BM25
// parameters, prefix and fuzzy term weights, OR sums, score × distinct query terms matched), on
// dense per-document arrays instead of a Map of result objects per term, with each term's
// expansion cached per engine. Groups are evaluated one by one; the matching strategy then
// orders the groups, and each candidate carries a mask of the groups it matched.
import type { InvertedIndex, TermPostings } from './inverted-index.ts'
import { LruCache } from './lru-cache.ts'
import type { FieldBoosts, GroupQuery, TermQuery } from './query-plan.ts'

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
  docs: number[]
}

/**
 * Which query groups a document may lack first (Meilisearch's `matchingStrategy`): documents
 * matching every group rank first, then those lacking the most frequent group (`frequency`) or
 * the last one (`last`), and so on. A document matching any group is a candidate: the words
 * rule ranks it by what it matches.
 */
export type MatchingStrategy = 'frequency' | 'last'

/** Documents matching any group, and their scores. */
export interface Candidates {
  docs: number[]
  scores: number[]
  /** Per candidate, bit g set when it matched group g. */
  masks: number[]
  /** The groups that matched any document, in the order they are kept (the first: longest). */
  order: number[]
  /** Per group, the number of documents it matched. */
  frequencies: number[]
  /** Every term query in tree order: they tell which index terms matched a document. */
  leaves: Leaf[]
}

interface Matches {
  docs: number[]
  scores: number[]
}

export type Evaluator = (queries: GroupQuery[], strategy: MatchingStrategy) => Candidates

export function createEvaluator(
  index: InvertedIndex,
  fields: readonly string[],
  defaultBoost: FieldBoosts,
): Evaluator {
  const { terms, documentCount, slotCount, fieldCount, fieldLengths, averageFieldLengths } = index
  // Scratch arrays, zero between calls: a score sum per document, and 1 + a document's position
  // in the left operand of a combination.
  const sums = new Float64Array(slotCount)
  const positions = new Int32Array(slotCount)
  // sourceMarks[doc] === sourceMark: the document was already counted for this query term.
  const sourceMarks = new Float64Array(slotCount)
  let sourceMark = 0
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
        if (!distance) continue
        out.push({
          term: near,
          weight: (FUZZY_WEIGHT * near.length) / (near.length + distance),
          postings,
        })
      }
      return out
    })
  }

  const evaluateTerm = (query: TermQuery, leaves: Leaf[], group: number): Matches => {
    const boosts = fieldBoosts(query.boost ?? defaultBoost)
    const list = expand(query)
    const docs: number[] = []
    const { k, b, d } = BM25
    for (const { weight, postings } of list) {
      for (let field = 0; field < fieldCount; field++) {
        const matching = postings[field]
        if (!matching) continue
        const fieldBoost = boosts[field]!
        const count = matching.docs.length
        const averageLength = averageFieldLengths[field]!
        const invDocFreq = Math.log(1 + (documentCount - count + 0.5) / (count + 0.5))
        for (let i = 0; i < count; i++) {
          const doc = matching.docs[i]!
          const termFreq = matching.freqs[i]!
          const fieldLength = fieldLengths[doc * fieldCount + field]!
          const rawScore =
            invDocFreq *
            (d +
              (termFreq * (k + 1)) / (termFreq + k * (1 - b + (b * fieldLength) / averageLength)))
          // Every score is positive, so a zero sum means "not matched yet".
          if (sums[doc] === 0) docs.push(doc)
          sums[doc] = sums[doc]! + weight * fieldBoost * rawScore
        }
      }
    }
    const scores = docs.map((doc) => sums[doc]!)
    for (const doc of docs) sums[doc] = 0
    leaves.push({ source: query.term, group, expansions: list, docs })
    return { docs, scores }
  }

  /** MiniSearch's OR of two results, into `left`: scores of a document in both add up. */
  const either = (left: Matches, right: Matches): Matches => {
    const leftDocs = left.docs.length
    for (let i = 0; i < leftDocs; i++) positions[left.docs[i]!] = i + 1
    for (let j = 0; j < right.docs.length; j++) {
      const doc = right.docs[j]!
      const at = positions[doc]!
      if (at === 0) {
        left.docs.push(doc)
        left.scores.push(right.scores[j]!)
      } else left.scores[at - 1] = left.scores[at - 1]! + right.scores[j]!
    }
    for (let i = 0; i < leftDocs; i++) positions[left.docs[i]!] = 0
    return left
  }

  const evaluate = (query: GroupQuery, leaves: Leaf[], group: number): Matches => {
    if (!('anyOf' in query)) return evaluateTerm(query, leaves, group)
    const parts = query.anyOf.map((part) => evaluate(part, leaves, group))
    return parts.length === 0 ? { docs: [], scores: [] } : parts.reduce(either)
  }

  /** Multiplies each score by the number of distinct query terms the document matched. */
  const weighByQueryTerms = (matches: Matches, leaves: Leaf[]): void => {
    const count = new Array<number>(matches.docs.length).fill(0)
    matches.docs.forEach((doc, i) => (positions[doc] = i + 1))
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
          const at = positions[doc]!
          if (at === 0 || sourceMarks[doc] === sourceMark) continue
          sourceMarks[doc] = sourceMark
          count[at - 1]!++
        }
      }
    }
    for (const doc of matches.docs) positions[doc] = 0
    matches.scores.forEach((score, i) => (matches.scores[i] = score * count[i]!))
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
      return { docs: [], scores: [], masks: [], order, frequencies: [], leaves }
    }
    const base = groups[order[0]!]!
    const docs = [...base.docs]
    const scores = [...base.scores]
    const masks = new Array<number>(docs.length).fill(1 << order[0]!)
    docs.forEach((doc, i) => (positions[doc] = i + 1))
    for (const g of order.slice(1)) {
      const matches = groups[g]!
      for (let j = 0; j < matches.docs.length; j++) {
        const doc = matches.docs[j]!
        const at = positions[doc]!
        if (at === 0) {
          docs.push(doc)
          scores.push(matches.scores[j]!)
          masks.push(1 << g)
          positions[doc] = docs.length
        } else {
          scores[at - 1] = scores[at - 1]! + matches.scores[j]!
          masks[at - 1] = masks[at - 1]! | (1 << g)
        }
      }
    }
    for (const doc of docs) positions[doc] = 0
    const candidates = { docs, scores }
    weighByQueryTerms(candidates, leaves)
    const frequencies = groups.map((matches) => matches.docs.length)
    return { docs, scores, masks, order, frequencies, leaves }
  }
}
