// "Which standard this follows": the rules of a policy or service that deliberately follow one
// standard over another, each with the standard and the reason, as a description list.
import { Card, Stack, Text, chakra } from '@chakra-ui/react'
import { Heading } from './heading.tsx'
import type { StandardsChoice } from '../content/shared-values.ts'
import { standardsChoicesCopy as copy } from '../content/standards-choices.ts'

export function StandardsChoices({
  choices,
  headingLevel = 'h2',
}: {
  choices: readonly StandardsChoice[]
  headingLevel?: 'h2' | 'h3'
}) {
  return (
    <Card.Root as="section" variant="outline" aria-labelledby={copy.anchor}>
      <Card.Body gap="4">
        <Heading as={headingLevel} size="md" id={copy.anchor}>
          {copy.heading}
        </Heading>
        <chakra.dl display="grid" gap="4">
          {choices.map((choice) => (
            <Stack key={choice.rule} gap="1">
              <chakra.dt fontWeight="semibold">{choice.rule}</chakra.dt>
              <chakra.dd ms="0">
                <Text fontSize="sm">
                  <Text as="span" fontWeight="medium">
                    {copy.follows}
                  </Text>{' '}
                  {choice.follows}
                </Text>
                <Text fontSize="sm" color="fg.muted">
                  {choice.why}
                </Text>
              </chakra.dd>
            </Stack>
          ))}
        </chakra.dl>
      </Card.Body>
    </Card.Root>
  )
}
