// A corpus-wide test that a phrase ("w1 w2 … wn", words of letters and digits joined by single
// spaces) occurs in none of the given texts, so ranking can skip the per-document substring test
// for typo'd phrases. Exact by construction: wherever the phrase occurs, w1 ends a run of
// letters/digits of that text (a space follows it), wn starts one (a space precedes it), and each
// middle word is a whole run. The filter only answers "cannot occur", never "occurs".

const NOT_WORD = /[^\p{L}\p{N}]+/u

export type PhraseFilter = (words: readonly string[]) => boolean

/** Returns `mayOccur(words)`: false only when no text can contain the phrase. */
export function createPhraseFilter(texts: readonly string[]): PhraseFilter {
  const runs = new Set<string>()
  for (const text of texts) for (const run of text.split(NOT_WORD)) if (run) runs.add(run)
  const sorted = [...runs].sort()
  const reversedSorted = sorted.map(reverse).sort()
  return (words) => {
    if (words.length < 2) return true
    for (let i = 1; i < words.length - 1; i++) if (!runs.has(words[i]!)) return false
    return (
      hasPrefix(sorted, words[words.length - 1]!) && hasPrefix(reversedSorted, reverse(words[0]!))
    )
  }
}

function reverse(text: string): string {
  let out = ''
  for (let i = text.length - 1; i >= 0; i--) out += text[i]
  return out
}

/** Whether some string of the sorted list starts with `prefix` (the first one ≥ it would). */
function hasPrefix(sorted: readonly string[], prefix: string): boolean {
  let low = 0
  let high = sorted.length
  while (low < high) {
    const mid = (low + high) >> 1
    if (sorted[mid]! < prefix) low = mid + 1
    else high = mid
  }
  return low < sorted.length && sorted[low]!.startsWith(prefix)
}
