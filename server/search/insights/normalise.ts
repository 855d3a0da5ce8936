// The key a search is counted under: its words as the engines split them (lower-case, letters
// and digits only, one space apart), so "PAM?", " pam " and "Pam" are one query in the report.
// An excluded word or phrase keeps its minus, and a phrase its quotes ("offboarding -contractor"
// is no search for contractors); a quoted phrase searched for counts as its words.
import { exclusionText, parseQuerySyntax } from '../query-syntax.ts'
import { phraseWords } from '../synonyms.ts'

/** Longest query text stored; longer queries are cut at a word boundary. */
export const INSIGHTS_QUERY_MAX = 100

/** The normalised query, or '' when the query holds no letter or digit (nothing to count). */
export function normaliseQuery(query: string): string {
  const syntax = parseQuerySyntax(query)
  const text = [...phraseWords(syntax.text), ...syntax.excluded.map(exclusionText)].join(' ')
  if (text.length <= INSIGHTS_QUERY_MAX) return text
  const cut = text.slice(0, INSIGHTS_QUERY_MAX + 1)
  const lastSpace = cut.lastIndexOf(' ')
  // One very long word: keep its first characters rather than nothing.
  return lastSpace > 0 ? cut.slice(0, lastSpace) : cut.slice(0, INSIGHTS_QUERY_MAX)
}
