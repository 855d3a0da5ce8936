// The short, visible explanation of how scores are computed.
import { List, Stack } from '@chakra-ui/react'
import { Heading } from '../../../components/heading.tsx'
import { scoringExplanation } from '../../../content/maturity.ts'

export function ScoreExplanation({ headingLevel = 'h3' }: { headingLevel?: 'h2' | 'h3' }) {
  return (
    <Stack as="section" aria-labelledby="how-scores-work" gap="3">
      <Heading as={headingLevel} size="lg" id="how-scores-work">
        How the scores are computed
      </Heading>
      <List.Root gap="2" ps="5" color="fg.muted">
        {scoringExplanation.map((line) => (
          <List.Item key={line}>{line}</List.Item>
        ))}
      </List.Root>
    </Stack>
  )
}
