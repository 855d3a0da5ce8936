// What a search answer says besides its hits: the words it was found for when some were left
// out, and, when nothing matched, a "Did you mean" correction and the pages to start from.
import { Button, Link, Stack, Text, Wrap } from '@chakra-ui/react'
import { Link as RouterLink } from 'react-router'
import { searchEntryPages } from '../../../content/search.ts'
import { searchedFor, type SearchAnswer } from '../search-answer.ts'

export function SearchedForNotice({ answer }: { answer: SearchAnswer }) {
  const words = searchedFor(answer)
  if (!words) return null
  return (
    <Text fontSize="sm" color="fg.muted">
      Showing results for &quot;{words}&quot;
    </Text>
  )
}

export function NoResultsHelp({
  answer,
  onSuggestion,
  onNavigate,
}: {
  answer: SearchAnswer
  /** Searches for the suggested correction. */
  onSuggestion: (query: string) => void
  /** Called when an entry page is chosen (a dialog closes). */
  onNavigate?: () => void
}) {
  return (
    <Stack gap="3">
      {answer.suggestion && (
        <Text>
          Did you mean{' '}
          <Button
            variant="plain"
            colorPalette="brand"
            p="0"
            h="auto"
            minW="0"
            textDecoration="underline"
            verticalAlign="baseline"
            onClick={() => onSuggestion(answer.suggestion!)}
          >
            {answer.suggestion}
          </Button>
          ?
        </Text>
      )}
      <Text color="fg.muted" fontSize="sm">
        Or start from one of these pages:
      </Text>
      <Wrap as="ul" listStyleType="none" gap="3">
        {searchEntryPages.map((page) => (
          <li key={page.href}>
            <Link asChild colorPalette="brand" variant="underline">
              <RouterLink to={page.href} onClick={onNavigate}>
                {page.label}
              </RouterLink>
            </Link>
          </li>
        ))}
      </Wrap>
    </Stack>
  )
}
