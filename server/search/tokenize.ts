// The one tokenizer of the search subsystem. Documents (at index time, on both engines) and
// queries go through the same rules, so whatever a visitor types meets the indexed terms:
// - lower case, letters and digits of any script; everything else separates terms;
// - thousands separators vanish inside numbers ("$1,500" and "1500" are both "1500"), and number
//   words are digits ("one day" is "1 day", "third party" is "3rd party");
// - dotted numbers and control ids stay whole ("8.2.6", "v4.0.1", "a.5.15", "ac-2"), because a
//   practitioner looking for PCI DSS 8.2.6 means that requirement, not every "8", "2" and "6".
import { stemmer } from 'stemmer'

/** A run of letters/digits, optionally joined by dots or a letters-hyphen-digits id. */
const TERM = /[\p{L}\p{N}]+(?:\.[\p{N}]+)+|\p{L}{1,4}-\p{N}+(?:\.\p{N}+)*|[\p{L}\p{N}]+/gu
/** "1,500" and "1 500" (thin or no-break space) inside a number: the separator goes. */
const THOUSANDS = /(\p{N})[,\u00a0\u202f](?=\p{N}{3}(?!\p{N}))/gu

/** Number words and ordinals as digits: "one day" is "1 day", "third party" is "3rd party". */
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
    const n = i + 1
    const suffix = n === 1 ? 'st' : n === 2 ? 'nd' : n === 3 ? 'rd' : 'th'
    return [
      [cardinal!, String(n)],
      [ordinal!, `${n}${suffix}`],
    ]
  }),
)

export function tokenize(text: string): string[] {
  const terms = text.toLowerCase().replace(THOUSANDS, '$1').match(TERM) ?? []
  return terms.map((term) => NUMBER_WORDS.get(term) ?? term)
}

const stems = new Map<string, string>()

/**
 * The Porter stem of a term ("approves", "approval", "approver" → "approv"), so a query word
 * finds the other forms of its word. Digits and short words are their own stem.
 */
export function stemOf(term: string): string {
  let stem = stems.get(term)
  if (stem === undefined) {
    stem = term.length < 4 || /\p{N}/u.test(term) ? term : stemmer(term)
    if (stems.size > 100_000) stems.clear()
    stems.set(term, stem)
  }
  return stem
}
