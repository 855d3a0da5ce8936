// The two operators a query may use, as Meilisearch reads them (and as most web searches do):
// - a phrase in double quotes ("break glass account") must stand in a hit as written, its words
//   next to each other in one field, without typos, prefixes or synonyms; one quoted word must
//   be in the hit as it is;
// - a word or a quoted phrase after a minus (-contractor, -"third party") must not be in any hit.
// A minus is an operator only where a word begins: "e-mail", "ac-2" and "non-human" are words.
// Quotes may be straight or typographic (a phone's keyboard types “ and ”); a quote left open is
// no operator. Both engines read a query through parseQuerySyntax: the embedded engine searches
// the words and keeps only the documents the operators allow (embedded.ts), the Meilisearch
// adapter sends the operators with each of its searches (meilisearch.ts).
import { tokenize } from './tokenize.ts'

export interface QuerySyntax {
  /** The words to search for: the query without its excluded words and quote marks. */
  text: string
  /** Quoted phrases, each as its words: a hit holds every one of them as written. */
  required: string[][]
  /** Excluded words and phrases, each as its words: a hit holds none of them. */
  excluded: string[][]
}

const QUOTES = '"\u201c\u201d\u201e'
const OPERATOR = new RegExp(
  // -"a phrase" | "a phrase" | -word (the minus at the start or after a space)
  `(^|\\s)-[${QUOTES}]([^${QUOTES}]*)[${QUOTES}]|[${QUOTES}]([^${QUOTES}]*)[${QUOTES}]|(^|\\s)-(?=[\\p{L}\\p{N}])([^\\s${QUOTES}]+)`,
  'gu',
)

export function parseQuerySyntax(query: string): QuerySyntax {
  const required: string[][] = []
  const excluded: string[][] = []
  const keep = (list: string[][], words: string[]) => {
    if (words.length > 0) list.push(words)
  }
  const text = query.replace(
    OPERATOR,
    (
      _match,
      before1?: string,
      notPhrase?: string,
      phrase?: string,
      before2?: string,
      notWord?: string,
    ) => {
      if (notPhrase !== undefined) {
        keep(excluded, tokenize(notPhrase))
        return before1 ?? ' '
      }
      if (phrase !== undefined) {
        keep(required, tokenize(phrase))
        return ` ${phrase} `
      }
      keep(excluded, tokenize(notWord!))
      return before2 ?? ' '
    },
  )
  return { text, required, excluded }
}

/** Whether a query uses either operator (most do not, and skip the check per document). */
export function usesOperators(syntax: QuerySyntax): boolean {
  return syntax.required.length > 0 || syntax.excluded.length > 0
}

/**
 * The operators as Meilisearch's query syntax writes them, for the adapter to add to each of its
 * searches: `"a phrase"` and `-word` / `-"a phrase"`, in the words the tokenizer made of them.
 */
export function operatorsText(syntax: QuerySyntax): string {
  return [
    ...syntax.required.map((words) => `"${words.join(' ')}"`),
    ...syntax.excluded.map(exclusionText),
  ].join(' ')
}

/** One excluded word or phrase as the query syntax writes it: `-word` or `-"a phrase"`. */
export function exclusionText(words: readonly string[]): string {
  return words.length === 1 ? `-${words[0]}` : `-"${words.join(' ')}"`
}
