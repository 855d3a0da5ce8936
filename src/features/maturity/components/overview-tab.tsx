// The Overview tab: overall score with level name and progress bar, then the score
// and level of each management layer and each functional area.
import { Button, Card, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react'
import { Heading } from '../../../components/heading.tsx'
import { functionalAreas, managementLayers } from '../../../content/maturity.ts'
import {
  areaAverage,
  areaPercent,
  formatAverage,
  layerAverage,
  layerPercent,
  levelForPercent,
  overallAverage,
  overallPercent,
  ratedCount,
  type Answers,
} from '../scoring.ts'
import { ScoreBar } from './score-bar.tsx'
import { ScoreExplanation } from './score-explanation.tsx'

export function OverviewTab({ answers, onStart }: { answers: Answers; onStart: () => void }) {
  const overall = overallPercent(answers)
  const level = levelForPercent(overall)
  const average = overallAverage(answers)
  const rated = ratedCount(answers)
  return (
    <Stack gap="10">
      <Card.Root variant="subtle" colorPalette="brand">
        <Card.Body gap="4">
          <Heading as="h2" size="2xl">
            Overall maturity
          </Heading>
          <HStack gap="4" align="baseline" flexWrap="wrap">
            <Text fontSize="5xl" fontWeight="bold" lineHeight="1" data-testid="overall-percent">
              {overall}%
            </Text>
            {average !== undefined && (
              <Text fontSize="xl" color="fg.muted" data-testid="overall-average">
                average level {formatAverage(average)} of 5
              </Text>
            )}
          </HStack>
          <Text fontSize="lg" fontWeight="semibold" data-testid="overall-level">
            Level {level.level}: {level.name}
          </Text>
          <ScoreBar label="Overall" percent={overall} size="lg" />
          <Text color="fg.muted">
            {rated} of 21 cells rated.{' '}
            {rated === 0 && 'Rate the cells on the Assessment tab to see your scores.'}
          </Text>
          {rated === 0 && (
            <Button colorPalette="brand" alignSelf="flex-start" onClick={onStart}>
              Start Assessment
            </Button>
          )}
        </Card.Body>
      </Card.Root>

      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="8">
        <Stack as="section" gap="4" aria-labelledby="overview-layers">
          <Heading as="h3" size="lg" id="overview-layers">
            Management layers
          </Heading>
          {managementLayers.map((layer) => (
            <ScoreBar
              key={layer.id}
              label={`${layer.name} (${layer.description.toLowerCase()})`}
              percent={layerPercent(answers, layer.id)}
              average={layerAverage(answers, layer.id)}
            />
          ))}
        </Stack>
        <Stack as="section" gap="4" aria-labelledby="overview-areas">
          <Heading as="h3" size="lg" id="overview-areas">
            Functional areas
          </Heading>
          {functionalAreas.map((area) => (
            <ScoreBar
              key={area.id}
              label={area.name}
              percent={areaPercent(answers, area.id)}
              average={areaAverage(answers, area.id)}
            />
          ))}
        </Stack>
      </SimpleGrid>

      <ScoreExplanation />
    </Stack>
  )
}
