// Turns a user query into a query plan (evaluated by query-eval.ts) that behaves like
// Meilisearch: stop words dropped, each remaining word or known phrase one group; a word
// matches itself with a typo within budget (none under 5 letters, 1 from 5, 2 from 9; an
// adjacent transposition counts as one), its other forms ("approves" → "approval"), the terms
// the thesaurus gives it, and the compound it spells with the word before or after it ("life
// cycle" → "lifecycle"); two words typed as one are read apart ("accessreview"); the last word
// also matches as a prefix. How many groups a document must match is decided after evaluation
// (matching-strategy.ts).
import type SearchableMap from 'minisearch/SearchableMap'
import { STOP_WORDS, asksQuestion, droppedStopWords, unframedQuestion } from './stop-words.ts'
import { alternativesOf, phraseKeyOf, phraseWords, type Thesaurus } from './synonyms.ts'
import { stemOf } from './tokenize.ts'

/**
 * Meilisearch reads at most 10 query words; the embedded engine reads 10 words besides the stop
 * words, so a long question ("what happens when a job code is not mapped to a role type") keeps
 * the words that name its subject.
 */
export const MAX_QUERY_WORDS = 10

/**
 * How many of the query's words are read: up to its MAX_QUERY_WORDS-th word that is not a stop
 * word (a query of stop words only: its first MAX_QUERY_WORDS).
 */
function wordsRead(words: readonly string[]): number {
  let content = 0
  for (let i = 0; i < words.length; i++) {
    if (!STOP_WORDS.has(words[i]!) && ++content === MAX_QUERY_WORDS) return i + 1
  }
  return content === 0 ? Math.min(words.length, MAX_QUERY_WORDS) : words.length
}

export function typoBudget(word: string): number {
  return word.length >= 9 ? 2 : word.length >= 5 ? 1 : 0
}

/**
 * The typos an indexed word `edits` edits from `word` costs: as in Meilisearch, a typo on the
 * first letter counts twice ("vault" is not a typo of "fault").
 */
export function typoCost(word: string, near: string, edits: number): number {
  return edits + (near[0] === word[0] ? 0 : 1)
}

/** One unit of the query: a single word, or a multi-word term the thesaurus knows. */
export interface QueryGroup {
  words: string[]
  /** Forms that count as an exact (typo-free) match of this group. */
  exactForms: Set<string>
  /** The forms the visitor typed (for a known phrase, also its head): exact before the other
   * forms and thesaurus terms, so "joiners" finds the Joiners policy before the Onboarding
   * service. */
  literalForms: Set<string>
  /** Set on the last group: any indexed word starting with this counts as exact. */
  prefix?: string
  /**
   * Set on a thesaurus phrase that opens with a question word ("how long", "how much", "who
   * should attend"): it names the kind of answer wanted (a duration, a price, an audience), which
   * the answering text often gives without the word ("expires within 72 hours"), so it weighs
   * less than the words naming the subject.
   */
  intent?: true
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
  /** One query per group, in the same order. */
  queries: GroupQuery[]
  /** Stop words left out of the query. */
  stopWords: string[]
  /** Words past the limit of MAX_QUERY_WORDS, not read. */
  unread: string[]
  /** The query reads as a question (see asksQuestion). */
  question: boolean
}

/** What the query plan reads of the index: its words, and its words by stem. */
export interface Vocabulary {
  has: (word: string) => boolean
  formsOf: (stem: string) => readonly string[] | undefined
  /** Indexed words within `typos` typos of `word` (typoCost; an adjacent swap is one edit). */
  near: (word: string, typos: number) => readonly string[]
  /** Whether some indexed word longer than `prefix` starts with it. */
  extends: (prefix: string) => boolean
  /**
   * Whether documents are indexed with this term: one of their own words, or the head of a
   * thesaurus phrase they spell out.
   */
  indexes: (term: string) => boolean
}

/** Every word one adjacent swap away from `word` (Damerau: a transposition is one typo). */
export function adjacentSwaps(word: string): string[] {
  const out: string[] = []
  for (let i = 0; i < word.length - 1; i++) {
    if (word[i] === word[i + 1]) continue
    out.push(word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2))
  }
  return out
}

/**
 * The entries of a radix tree (the index's words, the thesaurus's) within `edits` edits of
 * `word`, each with its distance: an adjacent swap ("pma" → "pam") is one edit, not the two
 * Levenshtein counts.
 */
export function entriesNear<T>(
  map: SearchableMap<T>,
  word: string,
  edits: number,
): Array<[string, [T, number]]> {
  const near = [...map.fuzzyGet(word, edits)]
  if (edits === 0) return near
  for (const swapped of adjacentSwaps(word)) {
    const value = map.get(swapped)
    if (value !== undefined) near.push([swapped, [value, 1]])
  }
  return near
}

/** The keys of a radix tree within `typos` typos of `word` (`typoCost`, `entriesNear`). */
export function keysNear(map: SearchableMap<unknown>, word: string, typos: number): string[] {
  const near = entriesNear(map, word, typos)
    .filter(([key, [, edits]]) => typoCost(word, key, edits) <= typos)
    .map(([key]) => key)
  return [...new Set(near)]
}

/** A number or a control id ("8.2.6", "a.5.3", "ac-2") means exactly that. */
const isLiteral = (word: string) => /\p{N}/u.test(word)

/** Indexed words sharing a stem with one of `terms`, the terms themselves excluded. */
function otherForms(terms: readonly string[], vocabulary: Vocabulary): string[] {
  const forms = new Set<string>()
  for (const term of terms)
    for (const form of vocabulary.formsOf(stemOf(term)) ?? []) forms.add(form)
  for (const term of terms) forms.delete(term)
  return [...forms]
}

const exactTerm = (term: string): TermQuery => ({ term, prefix: false, fuzzy: 0 })

/** A term that counts as a typo of the group's word (excluded from its exact forms). */
const typoTerm = (term: string, typoBoost: FieldBoosts): TermQuery => ({
  term,
  prefix: false,
  fuzzy: 0,
  boost: typoBoost,
})

/** A word the index does not hold, nor (typed last) begins a longer word it holds. */
const unknownWord = (word: string, prefix: boolean, vocabulary: Vocabulary) =>
  !vocabulary.has(word) && !(prefix && vocabulary.extends(word))

function wordQuery(
  word: string,
  prefix: boolean,
  synonyms: readonly string[],
  thesaurus: Thesaurus,
  vocabulary: Vocabulary,
  typoBoost: FieldBoosts,
): GroupQuery {
  // A literal takes no typo, and no prefix either ("a.5.3" must not find A.5.33).
  const budget = isLiteral(word) ? 0 : typoBudget(word)
  const parts: GroupQuery[] = [{ term: word, prefix, fuzzy: budget }]
  const swapped =
    budget > 0 || swapsLetters(word, prefix, vocabulary)
      ? adjacentSwaps(word).filter((w) => vocabulary.has(w))
      : []
  if (swapped.length > 0) parts.push({ anyOf: swapped.map((t) => typoTerm(t, typoBoost)) })
  const misspelling = budget > 0 && takenForMisspelling(word, prefix, vocabulary)
  const misspelt = misspelling ? misspeltForms(word, budget, vocabulary) : []
  const meantSynonyms =
    misspelling && synonyms.length === 0
      ? misspeltSynonyms(word, budget, thesaurus, vocabulary)
      : []
  const forms = otherForms([word, ...synonyms], vocabulary)
  // Only forms can be moved to the typos: a word with none needs no look for near words here.
  const formsAreTypos =
    forms.length > 0 && budget > 0 && misspellsAnotherWord(word, prefix, vocabulary)
  const alternatives = [...synonyms, ...(formsAreTypos ? [] : forms)]
  if (alternatives.length > 0) parts.push({ anyOf: alternatives.map(exactTerm) })
  const typos = [...misspelt, ...(formsAreTypos ? forms : []), ...meantSynonyms]
  if (typos.length > 0) parts.push({ anyOf: typos.map((t) => typoTerm(t, typoBoost)) })
  return parts.length === 1 ? parts[0]! : { anyOf: parts }
}

/**
 * A four-letter word, too short for a typo, still matches an indexed word two of its letters
 * swapped ("GPDR": "GDPR") when the index holds no such word, nor (typed last) a longer word it
 * begins: an acronym typed fast, which would otherwise find nothing.
 */
function swapsLetters(word: string, prefix: boolean, vocabulary: Vocabulary): boolean {
  return word.length === 4 && !isLiteral(word) && unknownWord(word, prefix, vocabulary)
}

/**
 * Whether a word the index does not hold is one typo from an indexed word of another stem:
 * "contracter" is "contractor" mistyped, though the stemmer reads it as a form of "contract".
 * Its stem's forms then count as typos too, not as the word itself, so the word it misspells is
 * not outranked by one it merely shares a stem with.
 */
function misspellsAnotherWord(word: string, prefix: boolean, vocabulary: Vocabulary): boolean {
  if (!unknownWord(word, prefix, vocabulary)) return false
  const stem = stemOf(word)
  return vocabulary.near(word, 1).some((near) => stemOf(near) !== stem)
}

/**
 * Whether a word with a typo budget is taken for a misspelling: the index does not hold it (nor,
 * typed last, a longer word it begins), nor any other form of it. A word with forms in the index
 * ("improving": "improve") is a form the index lacks, not a typo.
 */
function takenForMisspelling(word: string, prefix: boolean, vocabulary: Vocabulary): boolean {
  return unknownWord(word, prefix, vocabulary) && otherForms([word], vocabulary).length === 0
}

/**
 * The word forms a misspelling stands for, all counting as typos: within its typo budget of
 * indexed words, it means them: "provisoning" means "provisioning", which the typo itself
 * matches, so it also finds that word's other forms ("provision", "provisioned"), as the word
 * spelt right would.
 */
function misspeltForms(word: string, budget: number, vocabulary: Vocabulary): string[] {
  const meant = vocabulary.near(word, budget)
  const forms = new Set(otherForms(meant, vocabulary))
  for (const near of meant) forms.delete(near)
  return [...forms]
}

/**
 * The terms a misspelling stands for through a thesaurus word that no text uses, all counting
 * as typos: "chekclist" finds the steps that "checklist" finds, though the index holds no
 * "checklist" for the typo to match. A word within its typo budget of an indexed word already
 * finds that word and its forms (`misspeltForms`); that word's synonyms are not added, as they
 * would weigh as much as the word itself.
 */
function misspeltSynonyms(
  word: string,
  budget: number,
  thesaurus: Thesaurus,
  vocabulary: Vocabulary,
): string[] {
  const terms = new Set(
    keysNear(thesaurus.words, word, budget)
      .filter((near) => !vocabulary.has(near))
      .flatMap((near) => alternativesOf(near, thesaurus)),
  )
  terms.delete(word)
  return [...terms]
}

export function planQuery(
  text: string,
  thesaurus: Thesaurus,
  vocabulary: Vocabulary,
  typoBoost: FieldBoosts,
): QueryPlan {
  const typed = unframedQuestion(phraseWords(text)).flatMap((word, i, all) =>
    splitWord(word, i === all.length - 1, thesaurus, vocabulary),
  )
  const words = typed.slice(0, wordsRead(typed))
  const dropped = droppedStopWords(words)
  const groups: QueryGroup[] = []
  const queries: GroupQuery[] = []
  const stopWords: string[] = []
  let i = 0
  // A phrase of stop words ("for whom") is a group too: the limit bounds the groups as well.
  while (i < words.length && groups.length < MAX_QUERY_WORDS) {
    let matched = false
    // Longest known phrase first: "identity governance and administration" before "identity".
    // The engine indexes each known phrase as its entry's head, so the phrase is one term.
    for (let n = Math.min(thesaurus.maxPhraseWords, words.length - i); n >= 2; n--) {
      const phrase = words.slice(i, i + n)
      const heads = thesaurus.headsByPhrase.get(phraseKeyOf(phrase))
      if (!heads) continue
      const same = sameThingAs(groups, heads)
      if (same) {
        same.words.push(...phrase)
        for (const word of phrase) same.literalForms.add(word)
        i += n
        matched = true
        break
      }
      const terms = [
        ...new Set(heads.flatMap((head) => [head, ...alternativesOf(head, thesaurus)])),
      ]
      const forms = [...terms, ...otherForms(terms, vocabulary)]
      // A phrase no document holds in any of its terms ("privileged identity management" where
      // the content never names PIM) is read word by word, or it would find nothing at all.
      if (!forms.some(vocabulary.indexes)) continue
      queries.push({ anyOf: forms.map(exactTerm) })
      groups.push({
        words: phrase,
        exactForms: new Set([...phrase, ...forms]),
        literalForms: new Set([...phrase, ...heads]),
        ...(STOP_WORDS.has(phrase[0]!) ? { intent: true as const } : {}),
      })
      i += n
      matched = true
      break
    }
    if (matched) continue
    const word = words[i]!
    const prefix = i === words.length - 1 && !isLiteral(word)
    i++
    if (dropped.has(word)) {
      stopWords.push(word)
      continue
    }
    const same = sameThingAs(groups, [word])
    if (same) {
      same.words.push(word)
      same.literalForms.add(word)
      continue
    }
    const compounds = compoundsOf(words, i - 1, vocabulary)
    const synonyms = [...alternativesOf(word, thesaurus), ...compounds]
    const query = wordQuery(word, prefix, synonyms, thesaurus, vocabulary, typoBoost)
    queries.push(query)
    groups.push({
      words: [word],
      exactForms: new Set([word, ...collectTerms(query).filter((t) => t !== word)]),
      literalForms: new Set([word]),
      ...(prefix ? { prefix: word } : {}),
    })
  }
  return { groups, queries, stopWords, unread: typed.slice(i), question: asksQuestion(words) }
}

/**
 * A word that runs letters and digits together ("tier1", "level3", "iso27001") and that neither
 * the index nor the thesaurus knows ("2fa" it may, and "b2c" in "b2c identity"), read as its
 * runs when the index holds each run of letters: "tier 1", as the content writes it. A mistyped
 * id ("fudo2") stays whole, as do numbers, dotted numbers and control ids ("8.2.6", "ac-2").
 */
function readApart(word: string, thesaurus: Thesaurus, vocabulary: Vocabulary): string[] {
  if (!/^[\p{L}\p{N}]+$/u.test(word) || /^\p{N}+$/u.test(word)) return [word]
  const knownWhole =
    vocabulary.has(word) ||
    alternativesOf(word, thesaurus).length > 0 ||
    thesaurus.wordsOfPhrases.has(word)
  if (knownWhole) return [word]
  const runs = word.match(/\p{L}+|\p{N}+/gu)!
  const known = (run: string) => /^\p{N}/u.test(run) || vocabulary.has(run)
  return runs.every(known) ? runs : [word]
}

/**
 * A word typed without its space ("accessreview") that the index does not hold in any form, nor
 * (typed last) begins, nor holds within its typo budget, and the thesaurus does not know, read as
 * the two indexed words it joins ("access review"), as Meilisearch splits query words; of several
 * splits, the one whose shorter part is longest. Parts have four letters or more ("mistake" is
 * not "mis take") and are never stop words.
 */
function splitWord(
  word: string,
  last: boolean,
  thesaurus: Thesaurus,
  vocabulary: Vocabulary,
): string[] {
  if (isLiteral(word)) return readApart(word, thesaurus, vocabulary)
  if (word.length < 8 || !unknownWord(word, last, vocabulary)) return [word]
  if (otherForms([word], vocabulary).length > 0 || alternativesOf(word, thesaurus).length > 0)
    return [word]
  if (vocabulary.near(word, typoBudget(word)).length > 0) return [word]
  let best = [word]
  let bestShorter = 0
  for (let at = 4; at <= word.length - 4; at++) {
    const parts = [word.slice(0, at), word.slice(at)]
    if (parts.some((part) => STOP_WORDS.has(part) || !vocabulary.has(part))) continue
    const shorter = Math.min(at, word.length - at)
    if (shorter > bestShorter) [best, bestShorter] = [parts, shorter]
  }
  return best
}

/**
 * The words the index holds that this word and the one before or after it spell as one ("life
 * cycle": "lifecycle", "cross boarding": "crossboarding"): each of the two words also matches
 * the compound, so a text that writes it as one word matches both, as when Meilisearch
 * concatenates consecutive query words. Stop words and numbers are never joined.
 */
function compoundsOf(words: readonly string[], i: number, vocabulary: Vocabulary): string[] {
  const joinable = (word: string | undefined): word is string =>
    word !== undefined && !STOP_WORDS.has(word) && !isLiteral(word)
  const word = words[i]!
  if (!joinable(word)) return []
  const compounds: string[] = []
  const before = words[i - 1]
  const after = words[i + 1]
  if (joinable(before) && vocabulary.indexes(before + word)) compounds.push(before + word)
  if (joinable(after) && vocabulary.indexes(word + after)) compounds.push(word + after)
  return compounds
}

/**
 * The group that already stands for one of these terms: a word typed twice, or two words of one
 * thesaurus entry ("how much … cost" are both the price), which count once, or a question
 * weighing a thing by how many ways it names it would outrank the page that answers it.
 */
function sameThingAs(groups: readonly QueryGroup[], terms: readonly string[]) {
  return groups.find((group) => terms.some((term) => group.exactForms.has(term)))
}

/** The exact (typo-free) terms of a group query, transpositions excluded. */
function collectTerms(query: GroupQuery): string[] {
  if (!('anyOf' in query)) return query.fuzzy === 0 && !query.boost ? [query.term] : []
  return query.anyOf.flatMap(collectTerms)
}
