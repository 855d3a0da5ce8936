// The ranked "largest gaps" list: cells whose target level is above the chosen level, each
// with the pages that help close it.
import { Badge, Card, HStack, Link, Stack, Text, Wrap } from '@chakra-ui/react'
import { Heading } from '../../../components/heading.tsx'
import { Link as RouterLink } from 'react-router'
import { functionalAreas, gapResources, managementLayers } from '../../../content/maturity.ts'
import { rankedGaps, type Answers } from '../scoring.ts'

export function GapList({ answers, targets }: { answers: Answers; targets: Answers }) {
  const gaps = rankedGaps(answers, targets)
  return (
    <Stack as="section" gap="4" aria-labelledby="results-gaps">
      <Heading as="h2" size="2xl" id="results-gaps">
        Largest gaps
      </Heading>
      {gaps.length === 0 ? (
        <Text color="fg.muted">
          {Object.keys(targets).length === 0
            ? 'Set a target level on the cards of the Assessment tab to rank the gaps to close.'
            : 'Every cell with a target has reached it.'}
        </Text>
      ) : (
        <Stack as="ol" gap="3" listStyleType="none" aria-label="Gaps, largest first">
          {gaps.map((gap) => {
            const layer = managementLayers.find((l) => l.id === gap.layer)!
            const area = functionalAreas.find((a) => a.id === gap.area)!
            return (
              <Card.Root as="li" key={gap.key} variant="outline">
                <Card.Body gap="2">
                  <HStack justify="space-between" flexWrap="wrap" gap="2">
                    <Heading as="h3" size="md">
                      {layer.name}: {area.name}
                    </Heading>
                    <Badge colorPalette="orange" variant="subtle">
                      Gap {gap.size}
                    </Badge>
                  </HStack>
                  <Text fontSize="sm">
                    {gap.current ? `Level ${gap.current}` : 'Not rated'} → target level {gap.target}
                  </Text>
                  <Wrap gap="3" fontSize="sm">
                    <Text as="span" color="fg.muted">
                      Helpful pages:
                    </Text>
                    {gapResources[gap.area].map((resource) => (
                      <Link key={resource.href} asChild color="brand.fg" textDecoration="underline">
                        <RouterLink to={resource.href}>{resource.label}</RouterLink>
                      </Link>
                    ))}
                  </Wrap>
                </Card.Body>
              </Card.Root>
            )
          })}
        </Stack>
      )}
    </Stack>
  )
}
