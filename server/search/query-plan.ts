// Turns a user query into a query tree (evaluated by query-eval.ts) that behaves like
// Meilisearch's defaults: every word must match (AND), each word by itself, a typo within budget
// (none under 5 letters, 1 from 5, 2 from 9), an adjacent transposition counted as one typo, or
// an acronym/phrase synonym; the last word also matches as a prefix.
import { PHRASE_STOP_WORDS, phraseKeyOf, phraseWords, type Thesaurus } from './synonyms.ts'

/** Meilisearch reads at most 10 query words; so do we. */
export const MAX_QUERY_WORDS = 10

export function typoBudget(word: string): number {
  return word.length >= 9 ? 2 : word.length >= 5 ? 1 : 0
}

/** One unit of the query: a single word, or a spelled-out phrase the thesaurus knows. */
export interface QueryGroup {
  words: string[]
  /** Forms that count as an exact (typo-free) match of this group. */
  exactForms: Set<string>
  /** Set on the last group: any indexed word starting with this counts as exact. */
  prefix?: string
}

/** Boost per searchable attribute; an attribute without one weighs 1. */
export type FieldBoosts = Readonly<Record<string, number>>

/** One index term: exactly, plus as a prefix and/or within `fuzzy` edits (0: none). */
export interface TermQuery {
  term: string
  prefix: boolean
  fuzzy: number
  /** Field boosts for this term; the engine's own when omitted. */
  boost?: FieldBoosts
}

/** Alternatives: a document matches when any of them does, and their scores add up. */
export interface AnyOfQuery {
  anyOf: GroupQuery[]
}

export type GroupQuery = TermQuery | AnyOfQuery

export interface QueryPlan {
  groups: QueryGroup[]
  /** One query per group, in the same order; a document must match every one. */
  queries: GroupQuery[]
}

/** Adjacent swaps of `word` that are indexed words (Damerau: a transposition is one typo). */
function transpositions(word: string, vocabulary: ReadonlySet<string>): string[] {
  const out: string[] = []
  for (let i = 0; i < word.length - 1; i++) {
    if (word[i] === word[i + 1]) continue
    const swapped = word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2)
    if (vocabulary.has(swapped)) out.push(swapped)
  }
  return out
}

function wordQuery(
  word: string,
  isLast: boolean,
  vocabulary: ReadonlySet<string>,
  typoBoost: FieldBoosts,
): GroupQuery {
  const budget = typoBudget(word)
  const exact: TermQuery = { term: word, prefix: isLast, fuzzy: budget }
  const swapped = budget > 0 ? transpositions(word, vocabulary) : []
  if (swapped.length === 0) return exact
  const typos = swapped.map((term) => ({ term, prefix: false, fuzzy: 0, boost: typoBoost }))
  return { anyOf: [exact, { anyOf: typos }] }
}

export function planQuery(
  text: string,
  thesaurus: Thesaurus,
  vocabulary: ReadonlySet<string>,
  typoBoost: FieldBoosts,
): QueryPlan {
  const words = phraseWords(text).slice(0, MAX_QUERY_WORDS)
  const groups: QueryGroup[] = []
  const queries: GroupQuery[] = []
  let i = 0
  while (i < words.length) {
    let matched = false
    // Longest known phrase first: "identity governance and administration" before "identity".
    // The engine indexes each known phrase as its acronym too, so the phrase is one exact term.
    for (let n = Math.min(thesaurus.maxPhraseWords, words.length - i); n >= 2; n--) {
      const phrase = words.slice(i, i + n)
      if (PHRASE_STOP_WORDS.has(phrase[0]!) || PHRASE_STOP_WORDS.has(phrase[n - 1]!)) continue
      const acronyms = thesaurus.acronymsByPhrase.get(phraseKeyOf(phrase))
      if (!acronyms) continue
      queries.push({ anyOf: acronyms.map((term) => ({ term, prefix: false, fuzzy: 0 })) })
      groups.push({ words: phrase, exactForms: new Set([...phrase, ...acronyms]) })
      i += n
      matched = true
      break
    }
    if (matched) continue
    const word = words[i]!
    const isLast = i === words.length - 1
    const expansions = thesaurus.expansions.get(word) ?? []
    // An acronym needs no expansion here: documents spelling it out are indexed with it.
    queries.push(wordQuery(word, isLast, vocabulary, typoBoost))
    groups.push({
      words: [word],
      exactForms: new Set([word, ...expansions.flat()]),
      ...(isLast ? { prefix: word } : {}),
    })
    i++
  }
  return { groups, queries }
}
