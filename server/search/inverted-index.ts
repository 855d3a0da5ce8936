// The embedded engine's inverted index: MiniSearch's radix tree of terms (for exact, prefix and
// fuzzy lookups) over posting arrays per field, plus per-document field lengths. Documents are
// split by the search tokenizer and measured as MiniSearch 7 does (unique-token field length,
// the same running average), so BM25 scores follow MiniSearch's.
import SearchableMap from 'minisearch/SearchableMap'
import { tokenize } from './tokenize.ts'

/** Documents holding a term in one field, in indexing order, with the term's count in each. */
export interface Postings {
  docs: number[]
  freqs: number[]
}

/** A term's postings by field number (undefined: the term never occurs in that field). */
export type TermPostings = Array<Postings | undefined>

export interface InvertedIndex {
  terms: SearchableMap<TermPostings>
  documentCount: number
  fieldCount: number
  /** Unique-token count of field f of document d at `d * fieldCount + f`. */
  fieldLengths: Int32Array
  averageFieldLengths: number[]
}

/**
 * Indexes `texts(doc)` (one text per field, in field order) for every document; a document's
 * number is its position in `documents`.
 */
export function buildInvertedIndex<D>(
  documents: readonly D[],
  fieldCount: number,
  texts: (doc: D) => string[],
): InvertedIndex {
  const terms = new SearchableMap<TermPostings>()
  const fieldLengths = new Int32Array(documents.length * fieldCount)
  const averageFieldLengths: number[] = new Array<number>(fieldCount).fill(0)
  documents.forEach((doc, docId) => {
    texts(doc).forEach((text, field) => {
      const tokens = tokenize(text)
      const length = new Set(tokens).size
      fieldLengths[docId * fieldCount + field] = length
      // The running average, computed the way MiniSearch does (the rounding matters for ties).
      averageFieldLengths[field] = (averageFieldLengths[field]! * docId + length) / (docId + 1)
      for (const term of tokens)
        addOccurrence(
          terms.fetch(term, () => []),
          field,
          docId,
        )
    })
  })
  return {
    terms,
    documentCount: documents.length,
    fieldCount,
    fieldLengths,
    averageFieldLengths,
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
