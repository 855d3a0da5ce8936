// One roadmap phase: number, name, duration, description, deliverables, stakeholders and tools.
import { Badge, Card, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react'
import { Heading } from '../../../components/heading.tsx'
import { BulletList } from '../../../components/info-blocks.tsx'
import type { RoadmapPhase } from '../../../content/roadmap.ts'

export function PhaseCard({ phase }: { phase: RoadmapPhase }) {
  return (
    <Card.Root variant="outline">
      <Card.Body gap="4">
        <HStack gap="3" flexWrap="wrap">
          <Badge colorPalette="brand" variant="solid" size="lg">
            Phase {phase.number}
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
          <Stack gap="2">
            <Heading as="h4" size="sm">
              Deliverables
            </Heading>
            <BulletList items={phase.deliverables} />
          </Stack>
          <Stack gap="2">
            <Heading as="h4" size="sm">
              Stakeholders
            </Heading>
            <BulletList items={phase.stakeholders} />
          </Stack>
          <Stack gap="2">
            <Heading as="h4" size="sm">
              Tools
            </Heading>
            <BulletList items={phase.tools} />
          </Stack>
        </SimpleGrid>
      </Card.Body>
    </Card.Root>
  )
}
