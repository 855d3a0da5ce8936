// Search input rules shared by the client and the server (pure module, no Node imports).
import { z } from './zod.ts'

export const SEARCH_QUERY_MAX = 200

export const searchInputSchema = z.object({
  q: z
    .string()
    .trim()
    .min(1, 'Enter a search term')
    .max(SEARCH_QUERY_MAX, `Search terms are limited to ${SEARCH_QUERY_MAX} characters`),
  /** Sent while the visitor is still typing: answered, but not counted in search insights. */
  typeahead: z.boolean().optional(),
})

export type SearchInput = z.infer<typeof searchInputSchema>
