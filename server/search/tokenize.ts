// The one tokenizer of the search subsystem. Documents (at index time, on both engines) and
// queries go through the same rules, so whatever a visitor types meets the indexed terms:
// - lower case, letters and digits of any script; everything else separates terms;
// - thousands separators vanish inside numbers ("$1,500" and "1500" are both "1500"), and number
//   words and ordinals are digits ("one day" is "1 day"; "third party", "3rd party" and "party 3"
//   all hold "3"; "the first phase" finds "Phase 1");
// - dotted numbers and control ids stay whole ("8.2.6", "v4.0.1", "a.5.15", "ac-2"), because a
//   practitioner looking for PCI DSS 8.2.6 means that requirement, not every "8", "2" and "6";
// - a possessive's "s" goes ("a user's access" is "user access", not a rare word "s" that
//   outweighs the others) and other apostrophes inside a word join it ("don't" is "dont").
import { stemmer } from 'stemmer'

/** A run of letters/digits, optionally joined by dots or a letters-hyphen-digits id. */
const TERM = /[\p{L}\p{N}]+(?:\.[\p{N}]+)+|\p{L}{1,4}-\p{N}+(?:\.\p{N}+)*|[\p{L}\p{N}]+/gu
/** "1,500" and "1 500" (thin or no-break space) inside a number: the separator goes. */
const THOUSANDS = /(\p{N})[,\u00a0\u202f](?=\p{N}{3}(?!\p{N}))/gu

/** A possessive ("user's", "users’"): the apostrophe and its "s" go. */
const POSSESSIVE = /(\p{L})['\u2019]s?(?![\p{L}\p{N}])/gu
/** An apostrophe inside a word ("don't", "O'Brien"): the word stays one. */
const INNER_APOSTROPHE = /(\p{L})['\u2019](?=\p{L})/gu

/** Number words and ordinals as digits: "one day" is "1 day", "third party" is "3 party". */
const NUMBER_WORDS: ReadonlyMap<string, string> = new Map(
  [
    ['one', 'first'],
    ['two', 'second'],
    ['three', 'third'],
    ['four', 'fourth'],
    ['five', 'fifth'],
    ['six', 'sixth'],
    ['seven', 'seventh'],
    ['eight', 'eighth'],
    ['nine', 'ninth'],
    ['ten', 'tenth'],
    ['eleven', 'eleventh'],
    ['twelve', 'twelfth'],
  ].flatMap(([cardinal, ordinal], i) => {
    const n = String(i + 1)
    return [
      [cardinal!, n],
      [ordinal!, n],
    ]
  }),
)

/** A digit ordinal ("1st", "22nd", "3rd", "4th"): its number. */
const DIGIT_ORDINAL = /^(\p{N}+)(?:st|nd|rd|th)$/u

export function tokenize(text: string): string[] {
  const terms =
    text
      .toLowerCase()
      .replace(THOUSANDS, '$1')
      .replace(POSSESSIVE, '$1')
      .replace(INNER_APOSTROPHE, '$1')
      .match(TERM) ?? []
  return terms.map((term) => NUMBER_WORDS.get(term) ?? term.replace(DIGIT_ORDINAL, '$1'))
}

const stems = new Map<string, string>()

/**
 * Words the Porter stemmer gives the stem of another word: "executive" is not a form of
 * "execute", nor "federal" of "federation", "responsible" of "response" or "production" of
 * "product". Each family here gets a stem of its own.
 */
const DISTINCT_WORDS: ReadonlyMap<string, string> = new Map(
  Object.entries({
    accountab: ['accountability', 'accountable'],
    active: ['active', 'actively'],
    administrator: ['administrator', 'administrators'],
    applicab: ['applicable', 'applicability'],
    authority: ['authority', 'authorities'],
    business: ['business', 'businesses'],
    community: ['community', 'communities'],
    container: ['container', 'containers'],
    continuity: ['continuity'],
    customer: ['customer', 'customers'],
    developer: ['developer', 'developers'],
    digital: ['digital'],
    directive: ['directive', 'directives'],
    engineer: ['engineer', 'engineers', 'engineering'],
    evening: ['evening', 'evenings'],
    executive: ['executive', 'executives'],
    federal: ['federal'],
    general: ['general', 'generally'],
    important: ['important', 'importance'],
    informal: ['informal', 'informally'],
    insider: ['insider', 'insiders'],
    integrity: ['integrity'],
    international: ['international'],
    lateral: ['lateral'],
    manager: ['manager', 'managers'],
    marketing: ['marketing'],
    objective: ['objective', 'objectives'],
    officer: ['officer', 'officers'],
    operator: ['operator', 'operators'],
    personal: ['personal', 'personally'],
    production: ['production'],
    productiv: ['productive', 'productivity'],
    provider: ['provider', 'providers'],
    responsib: ['responsible', 'responsibility', 'responsibilities'],
  }).flatMap(([stem, words]) => words.map((word): [string, string] => [word, stem])),
)

/**
 * The Porter stem of a term ("approves", "approval", "approver" → "approv"), so a query word
 * finds the other forms of its word. Digits and short words are their own stem.
 */
export function stemOf(term: string): string {
  let stem = stems.get(term)
  if (stem === undefined) {
    stem =
      DISTINCT_WORDS.get(term) ?? (term.length < 4 || /\p{N}/u.test(term) ? term : stemmer(term))
    if (stems.size > 100_000) stems.clear()
    stems.set(term, stem)
  }
  return stem
}

/**
 * Whether the stemmer's exceptions above keep two words apart, though one begins the other
 * ("office" and "officer", "manage" and "manager"): a word so close is still a typo of the other,
 * not another form of it.
 */
export function keptApart(a: string, b: string): boolean {
  return (DISTINCT_WORDS.has(a) || DISTINCT_WORDS.has(b)) && stemOf(a) !== stemOf(b)
}
