// One roadmap phase: number, name, duration, description, deliverables, stakeholders and tools.
import { Badge, Card, HStack, SimpleGrid, Text } from '@chakra-ui/react'
import { Heading } from '../../../components/heading.tsx'
import { LabelledList } from '../../../components/lists.tsx'
import { frameworkLabels } from '../../../content/framework/labels.ts'
import type { RoadmapPhase } from '../../../content/roadmap.ts'

const labels = frameworkLabels.phase

export function PhaseCard({ phase }: { phase: RoadmapPhase }) {
  return (
    <Card.Root variant="outline">
      <Card.Body gap="4">
        <HStack gap="3" flexWrap="wrap">
          <Badge colorPalette="brand" variant="solid" size="lg">
            {labels.prefix} {phase.number}
          </Badge>
          <Heading as="h3" size="lg">
            {phase.phase}
          </Heading>
          <Badge colorPalette="brand" variant="outline" ms={{ md: 'auto' }}>
            {phase.duration}
          </Badge>
        </HStack>
        <Text color="fg.muted">{phase.description}</Text>
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="5">
          <LabelledList label={labels.deliverables} items={phase.deliverables} />
          <LabelledList label={labels.stakeholders} items={phase.stakeholders} />
          <LabelledList label={labels.tools} items={phase.tools} />
        </SimpleGrid>
      </Card.Body>
    </Card.Root>
  )
}
