// The hits of a submitted home-page search: the search runs once per submitted query and stays
// fresh for five minutes. Hits are grouped by page, each linking to its page or section; when
// nothing matches, a correction and entry pages are offered. Loaded by home-search-section.tsx.
import { Stack, Text } from '@chakra-ui/react'
import { Heading } from '../../components/heading.tsx'
import { useEffect } from 'react'
import { withData } from '../../lib/data-provider.tsx'
import { trpc } from '../../lib/trpc.ts'
import { NoResultsHelp, SearchedForNotice } from './components/search-notices.tsx'
import { SearchResultCard } from './components/search-result-card.tsx'
import { groupByPage } from './search-answer.ts'
import { SEARCH_STALE_TIME_MS } from './search-stale-time.ts'

interface HomeSearchResultsProps {
  query: string
  /** Told whether a search is under way, for the submit button. */
  onFetchingChange: (fetching: boolean) => void
  /** Runs another search (a suggested correction). */
  onSearch: (query: string) => void
}

function HomeSearchResults({ query, onFetchingChange, onSearch }: HomeSearchResultsProps) {
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
          <SearchedForNotice answer={search.data} />
          {search.data.results.length === 0 ? (
            <>
              <Text color="fg.muted">
                No results found for &quot;{search.data.query}&quot;. Try a different search term.
              </Text>
              <NoResultsHelp answer={search.data} onSuggestion={onSearch} />
            </>
          ) : (
            <Stack as="ul" gap="5" listStyleType="none">
              {groupByPage(search.data.results).map((group, i) => (
                <Stack as="li" key={group.page} gap="2" aria-labelledby={`search-page-${i}`}>
                  <Text
                    id={`search-page-${i}`}
                    fontSize="sm"
                    fontWeight="semibold"
                    color="fg.muted"
                  >
                    {group.pageTitle}
                  </Text>
                  <Stack as="ul" gap="3" listStyleType="none">
                    {group.results.map((result) => (
                      <SearchResultCard key={result.id} result={result} />
                    ))}
                  </Stack>
                </Stack>
              ))}
            </Stack>
          )}
        </Stack>
      )}
    </>
  )
}

export default withData(HomeSearchResults)
