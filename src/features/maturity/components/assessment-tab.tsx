// The Assessment tab: one section per management layer with a card for each functional area.
import { SimpleGrid, Stack, Text } from '@chakra-ui/react'
import { Heading } from '../../../components/heading.tsx'
import {
  cellComponents,
  functionalAreas,
  managementLayers,
  type CellKey,
  type LevelNumber,
} from '../../../content/maturity.ts'
import { cellKey, ratedCount, type Answers } from '../scoring.ts'
import { AssessmentCard } from './assessment-card.tsx'

export function AssessmentTab({
  answers,
  targets,
  onLevel,
  onTarget,
}: {
  answers: Answers
  targets: Answers
  onLevel: (key: CellKey, level: LevelNumber) => void
  onTarget: (key: CellKey, level: LevelNumber | undefined) => void
}) {
  return (
    <Stack gap="10">
      <Stack gap="2">
        <Heading as="h2" size="2xl">
          Assessment
        </Heading>
        <Text color="fg.muted">
          Rate each cell from 1 (Initial) to 5 (Optimized); optionally set the level you aim for.{' '}
          {ratedCount(answers)} of 21 cells rated.
        </Text>
      </Stack>
      {managementLayers.map((layer) => (
        <Stack as="section" key={layer.id} gap="4" aria-labelledby={`layer-${layer.id}`}>
          <Heading as="h3" size="xl" id={`layer-${layer.id}`}>
            {layer.name} layer{' '}
            <Text as="span" color="fg.muted" fontWeight="normal">
              ({layer.description.toLowerCase()})
            </Text>
          </Heading>
          <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap="4">
            {functionalAreas.map((area) => {
              const key = cellKey(layer.id, area.id)
              return (
                <AssessmentCard
                  key={key}
                  cell={key}
                  layerName={layer.name}
                  areaName={area.name}
                  components={cellComponents[key]}
                  level={answers[key]}
                  target={targets[key]}
                  onLevel={(level) => onLevel(key, level)}
                  onTarget={(level) => onTarget(key, level)}
                />
              )
            })}
          </SimpleGrid>
        </Stack>
      ))}
    </Stack>
  )
}
