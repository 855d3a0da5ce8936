// The thesaurus (thesaurus.ts) as both engines use it. The embedded engine indexes, beside each
// text, the head of every multi-word term the text spells out ("privileged access management"
// → "pam"), so a phrase is one exact term at query time; a query word or phrase then also
// matches the other terms of its entries. The Meilisearch adapter sends the same entries as
// index synonyms (every term ↔ every other term).
import SearchableMap from 'minisearch/SearchableMap'
import { STOP_WORDS } from './stop-words.ts'
import {
  ACRONYMS,
  THESAURUS,
  TIME_SPANS,
  type ThesaurusEntry,
  type TimeSpanRule,
} from './thesaurus.ts'
import { stemOf, tokenize } from './tokenize.ts'

/** Words a multi-word term may contain that need not appear in the matching text. */
export const PHRASE_STOP_WORDS: ReadonlySet<string> = new Set(['and', 'of', 'for', 'the', 'to'])

/** Lower-case words of a phrase, split by the search tokenizer. */
export const phraseWords = tokenize

/**
 * A phrase's lookup key: the stems of its words without the phrase stop words inside it, so
 * "identity governance & administration", "identity governance and administration" and
 * "identity governances administration" share one key. A stop word at either end stays: it is
 * what makes "meant for" a phrase at all, and "meant to" is not the same phrase.
 */
export function phraseKeyOf(words: readonly string[]): string {
  const last = words.length - 1
  return words
    .filter((w, i) => i === 0 || i === last || !PHRASE_STOP_WORDS.has(w))
    .map(stemOf)
    .join(' ')
}

export interface Thesaurus {
  /** Heads of the entries a multi-word term belongs to, by the term's phrase key. */
  headsByPhrase: ReadonlyMap<string, readonly string[]>
  /** Single-word terms (heads included) a term stands for, by the stem of a single-word term
   * or by a head: the forms a query word also matches. */
  alternatives: ReadonlyMap<string, readonly string[]>
  /** Every single-word term, for finding the one a mistyped query word means. */
  words: SearchableMap<true>
  /** Every word of a multi-word term ("b2c" of "b2c identity"): a word the thesaurus knows. */
  wordsOfPhrases: ReadonlySet<string>
  /** Each head's multi-word terms: the text may show those instead of the head. */
  expansions: ReadonlyMap<string, readonly Expansion[]>
  /** The longest multi-word term, in words (bounds the phrase scan over a query or a text). */
  maxPhraseWords: number
  /** The words an acronym stands for, by acronym ("pam" → privileged, access, management). */
  acronymWords: ReadonlyMap<string, readonly string[]>
  /** How a text states a length of time, and the head a section that states one is indexed with. */
  timeSpans: { head: string; qualifiers: ReadonlySet<string>; units: ReadonlySet<string> }
}

/** A multi-word thesaurus term, for marking it where a text shows it. */
export interface Expansion {
  /** As written, lower-case ("two factor authentication"), not as the tokenizer reads it. */
  text: string
  /**
   * Its words a text must hold for the phrase to stand there, as the tokenizer reads them (stop
   * words left out: "two factor authentication" → 2, factor, authentication). The first is where
   * a snippet looks for the phrase.
   */
  words: readonly string[]
  /** The stems of `words`: a text may hold a word in another of its forms. */
  stems: readonly string[]
}

/** An entry's head as one index term: the head itself, or its words run together. */
export function headOf(entry: ThesaurusEntry): string {
  return tokenize(entry.terms[0]!).join('')
}

export function buildThesaurus(
  entries: readonly ThesaurusEntry[] = THESAURUS,
  acronyms: readonly ThesaurusEntry[] = ACRONYMS,
  timeSpans: TimeSpanRule = TIME_SPANS,
): Thesaurus {
  if (!entries.some((entry) => headOf(entry) === timeSpans.head)) {
    throw new Error(`The time-span head "${timeSpans.head}" heads no thesaurus entry`)
  }
  const headsByPhrase = new Map<string, string[]>()
  const alternatives = new Map<string, Set<string>>()
  const expansions = new Map<string, Expansion[]>()
  const singleWords = new SearchableMap<true>()
  const wordsOfPhrases = new Set<string>()
  let maxPhraseWords = 1
  for (const entry of entries) {
    const head = headOf(entry)
    const singles = new Set([head])
    const phrases: Expansion[] = []
    for (const term of entry.terms) {
      const words = tokenize(term)
      if (words.length === 1) {
        singles.add(words[0]!)
        singleWords.set(words[0]!, true)
      } else {
        const needed = words.filter((word) => !STOP_WORDS.has(word) && !PHRASE_STOP_WORDS.has(word))
        phrases.push({ text: term.toLowerCase(), words: needed, stems: needed.map(stemOf) })
        maxPhraseWords = Math.max(maxPhraseWords, words.length)
        for (const word of words) wordsOfPhrases.add(word)
        const key = phraseKeyOf(words)
        const heads = headsByPhrase.get(key) ?? []
        if (!heads.includes(head)) headsByPhrase.set(key, [...heads, head])
      }
    }
    expansions.set(head, [...(expansions.get(head) ?? []), ...phrases])
    for (const single of singles) {
      for (const key of new Set([single, stemOf(single)])) {
        alternatives.set(key, new Set([...(alternatives.get(key) ?? []), ...singles]))
      }
    }
  }
  const acronymWords = new Map<string, string[]>()
  for (const entry of acronyms) {
    const spelled = entry.terms.slice(1).find((term) => tokenize(term).length > 1)
    if (!spelled) continue
    const words = tokenize(spelled).filter((word) => !PHRASE_STOP_WORDS.has(word))
    acronymWords.set(headOf(entry), words)
  }
  return {
    headsByPhrase,
    alternatives: new Map([...alternatives].map(([k, v]) => [k, [...v]])),
    words: singleWords,
    wordsOfPhrases,
    expansions,
    maxPhraseWords,
    acronymWords,
    timeSpans: {
      head: timeSpans.head,
      qualifiers: new Set(timeSpans.qualifiers),
      units: new Set(timeSpans.units),
    },
  }
}

/** The single-word terms a query word also matches through the thesaurus (itself excluded). */
export function alternativesOf(word: string, thesaurus: Thesaurus): string[] {
  const found = new Set([
    ...(thesaurus.alternatives.get(word) ?? []),
    ...(thesaurus.alternatives.get(stemOf(word)) ?? []),
  ])
  found.delete(word)
  return [...found]
}

/** Meilisearch `synonyms` setting: every term of an entry ↔ each other term of it. */
export function meilisearchSynonyms(entries: readonly ThesaurusEntry[] = THESAURUS) {
  const out: Record<string, Set<string>> = {}
  for (const entry of entries) {
    const terms = entry.terms.map((term) => tokenize(term).join(' '))
    for (const from of terms) {
      for (const to of terms) if (to !== from) (out[from] ??= new Set()).add(to)
    }
  }
  return Object.fromEntries(Object.entries(out).map(([k, v]) => [k, [...v]]))
}

/**
 * What the embedded engine indexes for a text's words: the words, then the heads of the
 * thesaurus phrases they spell out (headsInText), then the words of the acronyms they use, so
 * "privileged access" finds the page titled "PAM Service" as it finds "PAM". The added words
 * follow the text's own, so they never stand between two of its words for proximity.
 *
 * A section's text that states a length of time ("expires within 72 hours") is also indexed with
 * the time-span head, so "how long does emergency access last" finds it. A whole page is not:
 * it gathers every length of time its sections state, and is no answer to "how long" for that.
 */
export function indexedWords(
  words: readonly string[],
  thesaurus: Thesaurus,
  section: boolean,
): string[] {
  const heads = headsInText(words, thesaurus)
  const { timeSpans } = thesaurus
  if (section && !heads.includes(timeSpans.head) && statesTimeSpan(words, timeSpans)) {
    heads.push(timeSpans.head)
  }
  const spelled = new Set<string>()
  for (const word of new Set(words)) {
    // An acronym the text spells out already (in the heads) needs no words of its own.
    if (heads.includes(word)) continue
    for (const part of thesaurus.acronymWords.get(word) ?? []) spelled.add(part)
  }
  return heads.length === 0 && spelled.size === 0 ? [...words] : [...words, ...heads, ...spelled]
}

/**
 * The heads of the multi-word terms that occur in `words` (contiguously, phrase stop words
 * inside them aside). The embedded engine indexes these beside the text, so a query for "PAM" finds
 * "privileged access management" through one exact term instead of an AND over three very
 * common words.
 */
export function headsInText(words: readonly string[], thesaurus: Thesaurus): string[] {
  const found = new Set<string>()
  for (let i = 0; i < words.length; i++) {
    for (let n = 2; n <= thesaurus.maxPhraseWords && i + n <= words.length; n++) {
      for (const head of thesaurus.headsByPhrase.get(phraseKeyOf(words.slice(i, i + n))) ?? []) {
        found.add(head)
      }
    }
  }
  return [...found]
}

/** Whether the words state a length of time: a number, perhaps a qualifier, then a unit. */
function statesTimeSpan(words: readonly string[], rule: Thesaurus['timeSpans']): boolean {
  for (let i = 0; i + 1 < words.length; i++) {
    if (!DIGITS.test(words[i]!)) continue
    const unit = rule.qualifiers.has(words[i + 1]!) ? words[i + 2] : words[i + 1]
    if (unit !== undefined && rule.units.has(unit)) return true
  }
  return false
}

const DIGITS = /^\d+$/
