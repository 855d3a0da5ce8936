// The Results tab: 'No Assessment Data' with 'Start Assessment' when nothing is
// rated; otherwise per-layer scores, per-area 'L{n}' badges, the recommendation band, a radar
// chart of the seven areas (lazy-loaded, with a table alternative) and the largest gaps.
import { lazy, Suspense } from 'react'
import { Badge, Button, Card, HStack, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react'
import { Heading } from '../../../components/heading.tsx'
import {
  functionalAreas,
  managementLayers,
  recommendationBands,
} from '../../../content/maturity.ts'
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
  recommendationBand,
  type Answers,
} from '../scoring.ts'
import { AreaLevelsTable } from './area-levels-table.tsx'
import { GapList } from './gap-list.tsx'
import { ScoreBar } from './score-bar.tsx'

const AreaRadarChart = lazy(() => import('./area-radar-chart.tsx'))

export function ResultsTab({
  answers,
  targets,
  onStart,
}: {
  answers: Answers
  targets: Answers
  onStart: () => void
}) {
  if (ratedCount(answers) === 0)
    return (
      <Card.Root variant="outline">
        <Card.Body gap="4" alignItems="center" textAlign="center" py="12">
          <Heading as="h2" size="2xl">
            No Assessment Data
          </Heading>
          <Text color="fg.muted" maxW="xl">
            Rate at least one cell on the Assessment tab to see your scores, levels and improvement
            recommendations.
          </Text>
          <Button colorPalette="brand" onClick={onStart}>
            Start Assessment
          </Button>
        </Card.Body>
      </Card.Root>
    )

  const overall = overallPercent(answers)
  const overallAverageLevel = overallAverage(answers)
  const band = recommendationBands[recommendationBand(overall)]
  return (
    <Stack gap="10">
      <Stack as="section" gap="4" aria-labelledby="results-layers">
        <Heading as="h2" size="2xl" id="results-layers">
          Results by management layer
        </Heading>
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
          {managementLayers.map((layer) => (
            <Card.Root key={layer.id} variant="outline">
              <Card.Body>
                <ScoreBar
                  label={`${layer.name} (${layer.description.toLowerCase()})`}
                  percent={layerPercent(answers, layer.id)}
                  average={layerAverage(answers, layer.id)}
                />
              </Card.Body>
            </Card.Root>
          ))}
        </SimpleGrid>
      </Stack>

      <Stack as="section" gap="4" aria-labelledby="results-areas">
        <Heading as="h2" size="2xl" id="results-areas">
          Functional areas
        </Heading>
        <SimpleGrid as="ul" columns={{ base: 1, sm: 2, lg: 4 }} gap="3" listStyleType="none">
          {functionalAreas.map((area) => {
            const percent = areaPercent(answers, area.id)
            const average = areaAverage(answers, area.id)
            const level = levelForPercent(percent)
            return (
              <HStack
                as="li"
                key={area.id}
                justify="space-between"
                borderWidth="1px"
                rounded="md"
                p="3"
                gap="3"
              >
                <Text fontWeight="medium">{area.name}</Text>
                <HStack gap="2">
                  <Text fontSize="sm">
                    {percent}%{average !== undefined && ` · average ${formatAverage(average)}`}
                  </Text>
                  <Badge
                    colorPalette="brand"
                    variant="solid"
                    aria-label={`Level ${level.level}: ${level.name}`}
                  >
                    L{level.level}
                  </Badge>
                </HStack>
              </HStack>
            )
          })}
        </SimpleGrid>
      </Stack>

      <Stack as="section" gap="4" aria-labelledby="results-recommendations">
        <Heading as="h2" size="2xl" id="results-recommendations">
          Improvement Recommendations
        </Heading>
        <Card.Root variant="subtle" colorPalette="brand">
          <Card.Body gap="2">
            <Heading as="h3" size="lg">
              {band.title}
            </Heading>
            <Text>{band.guidance}</Text>
            <Text fontSize="sm" color="fg.muted">
              Based on an overall score of {overall}%
              {overallAverageLevel !== undefined &&
                ` (average level ${formatAverage(overallAverageLevel)})`}
              .
            </Text>
          </Card.Body>
        </Card.Root>
      </Stack>

      <Stack as="section" gap="4" aria-labelledby="results-chart">
        <Heading as="h2" size="2xl" id="results-chart">
          Maturity by area and layer
        </Heading>
        <Suspense fallback={<Skeleton h="96" rounded="md" />}>
          <AreaRadarChart answers={answers} />
        </Suspense>
        <AreaLevelsTable answers={answers} />
      </Stack>

      <GapList answers={answers} targets={targets} />
    </Stack>
  )
}
