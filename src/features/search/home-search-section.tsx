// Home page knowledge-base search section: submit trims
// the input and lists the hits of the submitted query (home-search-results.tsx, loaded with
// the data layer when the box is first focused or a search is submitted).
import { Box, Button, Container, HStack, Input, Stack, Text } from '@chakra-ui/react'
import { Heading } from '../../components/heading.tsx'
import { Search } from 'lucide-react'
import { lazy, Suspense, useState, type FormEvent } from 'react'

const loadResults = () => import('./home-search-results.tsx')
const HomeSearchResults = lazy(loadResults)

export function HomeSearchSection() {
  const [input, setInput] = useState('')
  const [submitted, setSubmitted] = useState('')
  const [loading, setLoading] = useState(false)
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
                onFocus={() => void loadResults()}
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
            {submitted && (
              <Suspense fallback={null}>
                <HomeSearchResults
                  query={submitted}
                  onFetchingChange={setLoading}
                  onSearch={(query) => {
                    setInput(query)
                    setSubmitted(query)
                  }}
                />
              </Suspense>
            )}
          </Box>
        </Stack>
      </Container>
    </Box>
  )
}
