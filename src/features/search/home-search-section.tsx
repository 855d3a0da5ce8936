// Home page knowledge-base search section (spec §2 "Search section", §4, §7-§9): submit trims
// the input, runs the search once per submitted query (fresh for 5 minutes) and lists the hits.
import { Box, Button, Container, Heading, HStack, Input, Stack, Text } from '@chakra-ui/react'
import { Search } from 'lucide-react'
import { useState, type FormEvent } from 'react'
import { trpc } from '../../lib/trpc.ts'
import { SearchResultCard } from './components/search-result-card.tsx'

export const SEARCH_STALE_TIME_MS = 5 * 60 * 1000

export function HomeSearchSection() {
  const [input, setInput] = useState('')
  const [submitted, setSubmitted] = useState('')
  const search = trpc.search.query.useQuery(
    { q: submitted },
    { enabled: submitted.length > 0, staleTime: SEARCH_STALE_TIME_MS },
  )
  const loading = search.isFetching
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const query = input.trim()
    if (query) setSubmitted(query)
  }

  return (
    <Box as="section" id="search" aria-labelledby="search-heading" py={{ base: '12', md: '16' }}>
      <Container maxW="4xl">
        <Stack gap="6">
          <Stack gap="2" textAlign="center">
            <Heading id="search-heading" as="h2" size="2xl">
              Search the Knowledge Base
            </Heading>
            <Text color="fg.muted">
              Find framework sections, policies, regulations and services by name, acronym or topic.
            </Text>
          </Stack>
          <form role="search" onSubmit={onSubmit}>
            <HStack gap="3">
              <Input
                aria-label="Search the knowledge base"
                placeholder="Search the IPAML knowledge base..."
                value={input}
                onChange={(e) => setInput(e.target.value)}
                size="lg"
                type="search"
                maxLength={200}
              />
              <Button
                type="submit"
                size="lg"
                colorPalette="brand"
                // The default hover (solid at 90 % over the page) loses contrast in the dark theme.
                _hover={{ bg: { base: 'brand.700', _dark: 'brand.300' } }}
                disabled={input.trim().length === 0 || loading}
              >
                <Search aria-hidden="true" />
                {loading ? 'Searching...' : 'Search'}
              </Button>
            </HStack>
          </form>
          <Box aria-live="polite">
            {submitted && search.isError && (
              <Text role="alert" color="fg.error">
                Search failed. Please try again.
              </Text>
            )}
            {submitted && search.data && (
              <Stack gap="4">
                <Heading as="h3" size="lg">
                  Search Results for &quot;{search.data.query}&quot; ({search.data.results.length}{' '}
                  found)
                </Heading>
                {search.data.results.length === 0 ? (
                  <Text color="fg.muted">
                    No results found for &quot;{search.data.query}&quot;. Try a different search
                    term.
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
          </Box>
        </Stack>
      </Container>
    </Box>
  )
}
