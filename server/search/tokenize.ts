// The one tokenizer of the search subsystem. Documents (at index time, on both engines) and
// queries go through the same rules, so whatever a visitor types meets the indexed terms:
// - lower case, letters and digits of any script; everything else separates terms;
// - thousands separators vanish inside numbers ("$1,500" and "1500" are both "1500");
// - dotted numbers and control ids stay whole ("8.2.6", "v4.0.1", "a.5.15", "ac-2"), because a
//   practitioner looking for PCI DSS 8.2.6 means that requirement, not every "8", "2" and "6".
import { stemmer } from 'stemmer'

/** A run of letters/digits, optionally joined by dots or a letters-hyphen-digits id. */
const TERM = /[\p{L}\p{N}]+(?:\.[\p{N}]+)+|\p{L}{1,4}-\p{N}+(?:\.\p{N}+)*|[\p{L}\p{N}]+/gu
/** "1,500" and "1 500" (thin or no-break space) inside a number: the separator goes. */
const THOUSANDS = /(\p{N})[,\u00a0\u202f](?=\p{N}{3}(?!\p{N}))/gu

export function tokenize(text: string): string[] {
  return text.toLowerCase().replace(THOUSANDS, '$1').match(TERM) ?? []
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
