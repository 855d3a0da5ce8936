// The page number of a forum list, from the ?page= query parameter: 1 unless it is a whole
// number from 1 to 10,000. Shared by the pager and the server, which prefetches that page.
export function pageParam(search: URLSearchParams): number {
  const page = Number(search.get('page') ?? '1')
  return Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1
}
