// One search hit as a card: the page › section it links to, category, and a snippet of the text
// with the matched words marked. Links to '#anchor' urls smooth-scroll on the current page;
// other urls navigate in the app, and a `page#section` url lands on that section.
import { Badge, Box, HStack, Link, Text } from '@chakra-ui/react'
import { Heading } from '../../../components/heading.tsx'
import type { MouseEvent } from 'react'
import { Link as RouterLink } from 'react-router'
import type { SearchResult } from '../search-answer.ts'
import { HighlightedText } from './highlighted-text.tsx'

/** Smooth-scrolls to the element named by a '#anchor' url and keeps the hash in the address bar. */
export function scrollToAnchor(url: string): void {
  const target = document.getElementById(decodeURIComponent(url.slice(1)))
  if (!target) return
  target.scrollIntoView({ behavior: 'smooth', block: 'start' })
  window.history.replaceState(window.history.state, '', url)
}

/** "Page › Section" for a section hit, the title for a page. */
export function HitTitle({ result }: { result: SearchResult }) {
  if (!result.section) return <HighlightedText text={result.title} words={result.highlights} />
  return (
    <>
      <HighlightedText text={result.pageTitle} words={result.highlights} />
      <Text as="span" color="fg.muted" aria-hidden="true">
        {' › '}
      </Text>
      <Text as="span" srOnly>
        {', section: '}
      </Text>
      <HighlightedText text={result.section} words={result.highlights} />
    </>
  )
}

export function SearchResultCard({ result }: { result: SearchResult }) {
  const isAnchor = result.url.startsWith('#')
  const onAnchorClick = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault()
    scrollToAnchor(result.url)
  }
  return (
    <Box
      as="li"
      position="relative"
      p="5"
      rounded="lg"
      borderWidth="1px"
      bg="bg"
      _hover={{ borderColor: 'brand.emphasized', shadow: 'sm' }}
      _focusWithin={{ borderColor: 'brand.solid' }}
    >
      <HStack justify="space-between" align="start" gap="3">
        <Heading as="h4" size="md">
          <Link
            asChild
            color="fg"
            // The whole card is the link's click area.
            _after={{ content: '""', position: 'absolute', inset: '0' }}
          >
            {isAnchor ? (
              <a href={result.url} onClick={onAnchorClick}>
                <HitTitle result={result} />
              </a>
            ) : (
              <RouterLink to={result.url}>
                <HitTitle result={result} />
              </RouterLink>
            )}
          </Link>
        </Heading>
        <Badge colorPalette="brand" variant="subtle" flexShrink={0}>
          {result.category}
        </Badge>
      </HStack>
      <Text mt="2" color="fg.muted">
        <HighlightedText text={result.snippet || result.description} words={result.highlights} />
      </Text>
    </Box>
  )
}
