// How long a submitted search stays fresh in the query cache: five minutes, so going back to a
// search shows the same results without a new request.
export const SEARCH_STALE_TIME_MS = 5 * 60 * 1000
