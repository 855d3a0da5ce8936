// The hits of a submitted home-page search: the search runs once per submitted query and stays
// fresh for five minutes. Loaded by home-search-section.tsx.
import { Heading, Stack, Text } from '@chakra-ui/react'
import { useEffect } from 'react'
import { withData } from '../../lib/data-provider.tsx'
import { trpc } from '../../lib/trpc.ts'
import { SearchResultCard } from './components/search-result-card.tsx'
import { SEARCH_STALE_TIME_MS } from './search-stale-time.ts'

interface HomeSearchResultsProps {
  query: string
  /** Told whether a search is under way, for the submit button. */
  onFetchingChange: (fetching: boolean) => void
}

function HomeSearchResults({ query, onFetchingChange }: HomeSearchResultsProps) {
  const search = trpc.search.query.useQuery({ q: query }, { staleTime: SEARCH_STALE_TIME_MS })
  useEffect(() => {
    onFetchingChange(search.isFetching)
    return () => onFetchingChange(false)
  }, [search.isFetching, onFetchingChange])

  return (
    <>
      {search.isError && (
        <Text role="alert" color="fg.error">
          Search failed. Please try again.
        </Text>
      )}
      {search.data && (
        <Stack gap="4">
          <Heading as="h3" size="lg">
            Search Results for &quot;{search.data.query}&quot; ({search.data.results.length} found)
          </Heading>
          {search.data.results.length === 0 ? (
            <Text color="fg.muted">
              No results found for &quot;{search.data.query}&quot;. Try a different search term.
            </Text>
          ) : (
            <Stack as="ul" gap="3" listStyleType="none">
              {search.data.results.map((result) => (
                <SearchResultCard key={result.id} result={result} />
              ))}
            </Stack>
          )}
        </Stack>
      )}
    </>
  )
}

export default withData(HomeSearchResults)
