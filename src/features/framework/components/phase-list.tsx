// Phases of a programme or implementation with duration, deliverables, stakeholders and tools.
import { Badge, Card, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react'
import { Heading } from '../../../components/heading.tsx'
import type { Phase } from '../../../content/framework/types.ts'
import { BulletList } from './content-block.tsx'

export function PhaseList({ phases }: { phases: readonly Phase[] }) {
  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
      {phases.map((phase, index) => (
        <Card.Root key={phase.phase} variant="outline">
          <Card.Body gap="3">
            <HStack justify="space-between" align="start" gap="3" flexWrap="wrap">
              <Heading as="h3" size="md">
                Phase {index + 1}: {phase.phase}
              </Heading>
              <Badge colorPalette="brand" size="lg">
                {phase.duration}
              </Badge>
            </HStack>
            <Text color="fg.muted">{phase.description}</Text>
            <Stack gap="1">
              <Text fontWeight="semibold">Deliverables</Text>
              <BulletList items={phase.deliverables} />
            </Stack>
            <Text>
              <Text as="span" fontWeight="semibold">
                Stakeholders:{' '}
              </Text>
              {phase.stakeholders.join(', ')}
            </Text>
            <Text>
              <Text as="span" fontWeight="semibold">
                Tools:{' '}
              </Text>
              {phase.tools.join(', ')}
            </Text>
          </Card.Body>
        </Card.Root>
      ))}
    </SimpleGrid>
  )
}
