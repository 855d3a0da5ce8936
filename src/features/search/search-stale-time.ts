// How long a submitted search stays fresh in the query cache (spec §7: five minutes).
export const SEARCH_STALE_TIME_MS = 5 * 60 * 1000
