// The dehydrated query cache a request-time page carries: superjson-encoded (dates and other
// non-JSON values survive) inside <script type="application/json">, which the browser never
// executes, so the hash-based Content-Security-Policy needs no exception for it.
import type { DehydratedState } from '@tanstack/react-query'
import superjson, { type SuperJSONResult } from 'superjson'

export const QUERY_STATE_ELEMENT_ID = 'query-state'

/** The text of the data script for a state already encoded by superjson.serialize. */
export function queryStateText(serialized: SuperJSONResult | unknown): string {
  // "<" escaped so no value can close the script element; JSON reads \u003c back as "<".
  return JSON.stringify(serialized).replace(/</g, '\\u003c')
}

export function queryStateScript(serialized: SuperJSONResult | unknown): string {
  return `<script type="application/json" id="${QUERY_STATE_ELEMENT_ID}">${queryStateText(serialized)}</script>`
}

export function readQueryState(text: string): DehydratedState {
  return superjson.deserialize<DehydratedState>(JSON.parse(text) as SuperJSONResult)
}
