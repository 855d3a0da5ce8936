// The embedded engine's inverted index: MiniSearch's radix tree of terms (for exact, prefix and
// fuzzy lookups) over posting arrays per field, plus per-document field lengths. Documents are
// split by the search tokenizer and measured as MiniSearch 7 does (unique-token field length,
// the same running average), so BM25 scores follow MiniSearch's.
//
// The index is also mutable (incremental-index.ts): a document is appended at the next free
// number, and a removed one leaves its number unused (a tombstone) while its postings are taken
// out, so `documentCount` (live documents, for BM25) and `slotCount` (numbers in use) differ.
import type SearchableMap from 'minisearch/SearchableMap'

/** Documents holding a term in one field, in indexing order, with the term's count in each. */
export interface Postings {
  docs: number[]
  freqs: number[]
}

/** A term's postings by field number (undefined: the term never occurs in that field). */
export type TermPostings = Array<Postings | undefined>

export interface InvertedIndex {
  terms: SearchableMap<TermPostings>
  /** Live documents: the N of BM25's inverse document frequency. */
  documentCount: number
  /** Document numbers are below this (tombstones included): the size of per-document arrays. */
  slotCount: number
  fieldCount: number
  /** Unique-token count of field f of document d at `d * fieldCount + f`. */
  fieldLengths: Int32Array
  averageFieldLengths: number[]
}
