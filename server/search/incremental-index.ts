// A mutable inverted index: documents are appended under the next document number and removed
// by number, without re-tokenizing the others. A removed document's postings are taken out at
// once (so BM25's document frequencies and N are exact), its number stays unused (a tombstone)
// until the owner compacts by rebuilding. Field length averages follow MiniSearch's running
// average over the live documents in number order, so the statistics equal those of a full
// rebuild over the same documents in the same order, to the last bit.
import SearchableMap from 'minisearch/SearchableMap'
import type { InvertedIndex, TermPostings } from './inverted-index.ts'

export interface IncrementalIndex {
  /** Indexes one document (its words, as the tokenizer split them, per field) and returns its
   * document number. */
  add: (fields: readonly (readonly string[])[]) => number
  /** Takes a live document out; its number is never reused. */
  remove: (doc: number) => void
  /** Live documents. */
  readonly size: number
  /** Numbers handed out so far, live or removed. */
  readonly slotCount: number
  /** The current state for an evaluator; valid until the next add or remove. */
  snapshot: () => InvertedIndex
}

export function createIncrementalIndex(fieldCount: number, expected = 16): IncrementalIndex {
  const terms = new SearchableMap<TermPostings>()
  let fieldLengths = new Int32Array(Math.max(expected, 1) * fieldCount)
  let averageFieldLengths = new Array<number>(fieldCount).fill(0)
  /** The distinct terms of each live document (to find its postings again); undefined: removed. */
  const documentTerms: Array<string[] | undefined> = []
  let size = 0

  const add = (fields: readonly (readonly string[])[]): number => {
    const doc = documentTerms.length
    if ((doc + 1) * fieldCount > fieldLengths.length) {
      const grown = new Int32Array(fieldLengths.length * 2)
      grown.set(fieldLengths)
      fieldLengths = grown
    }
    const own = new Set<string>()
    fields.forEach((tokens, field) => {
      const length = new Set(tokens).size
      fieldLengths[doc * fieldCount + field] = length
      // The running average, computed the way MiniSearch does (the rounding matters for ties).
      averageFieldLengths[field] = (averageFieldLengths[field]! * size + length) / (size + 1)
      for (const term of tokens) {
        own.add(term)
        addOccurrence(
          terms.fetch(term, () => []),
          field,
          doc,
        )
      }
    })
    documentTerms.push([...own])
    size++
    return doc
  }

  const remove = (doc: number): void => {
    const own = documentTerms[doc]
    if (!own) throw new Error(`Search index: document ${doc} is not live`)
    for (const term of own) {
      const postings = terms.get(term)!
      for (let field = 0; field < postings.length; field++) {
        const list = postings[field]
        if (!list) continue
        const at = binarySearch(list.docs, doc)
        if (at < 0) continue
        list.docs.splice(at, 1)
        list.freqs.splice(at, 1)
        if (list.docs.length === 0) postings[field] = undefined
      }
      if (postings.every((list) => list === undefined)) terms.delete(term)
    }
    documentTerms[doc] = undefined
    size--
    // A running average cannot be undone exactly: replay it over the live documents, as a
    // rebuild would (a few additions per live document and field).
    averageFieldLengths = new Array<number>(fieldCount).fill(0)
    let seen = 0
    for (let d = 0; d < documentTerms.length; d++) {
      if (!documentTerms[d]) continue
      for (let field = 0; field < fieldCount; field++) {
        const length = fieldLengths[d * fieldCount + field]!
        averageFieldLengths[field] = (averageFieldLengths[field]! * seen + length) / (seen + 1)
      }
      seen++
    }
  }

  return {
    add,
    remove,
    get size() {
      return size
    },
    get slotCount() {
      return documentTerms.length
    },
    snapshot: () => ({
      terms,
      documentCount: size,
      slotCount: documentTerms.length,
      fieldCount,
      fieldLengths,
      averageFieldLengths: [...averageFieldLengths],
    }),
  }
}

function addOccurrence(postings: TermPostings, field: number, docId: number): void {
  const list = (postings[field] ??= { docs: [], freqs: [] })
  const last = list.docs.length - 1
  // Documents are indexed one after the other, so a repeat is always the last entry.
  if (list.docs[last] === docId) list.freqs[last]!++
  else {
    list.docs.push(docId)
    list.freqs.push(1)
  }
}

/** Position of `value` in the ascending `sorted`, or -1. */
function binarySearch(sorted: number[], value: number): number {
  let low = 0
  let high = sorted.length - 1
  while (low <= high) {
    const mid = (low + high) >> 1
    const at = sorted[mid]!
    if (at === value) return mid
    if (at < value) low = mid + 1
    else high = mid - 1
  }
  return -1
}
