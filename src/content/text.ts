// Small helpers for building sentences from data and shared values inside content modules, so
// a count or a name in prose is computed from the list it describes.

/** The text with its first letter in upper case, for a value that starts a sentence. */
export function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1)
}

const numberWords = [
  'zero',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
  'thirteen',
  'fourteen',
  'fifteen',
  'sixteen',
  'seventeen',
  'eighteen',
  'nineteen',
  'twenty',
]

/** A count in words ("nine"), as prose writes small numbers; digits from 21 on. */
export function countWord(count: number): string {
  return numberWords[count] ?? String(count)
}
