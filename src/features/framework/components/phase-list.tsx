// Phases of a programme or implementation with duration, deliverables, stakeholders and tools.
import { Badge, Stack, Text } from '@chakra-ui/react'
import { CardGrid, InfoCard } from '../../../components/cards.tsx'
import { BulletList } from '../../../components/lists.tsx'
import { frameworkLabels } from '../../../content/framework/labels.ts'
import type { Phase } from '../../../content/framework/types.ts'

const labels = frameworkLabels.phase

function InlineLabel({ label, items }: { label: string; items: readonly string[] }) {
  return (
    <Text>
      <Text as="span" fontWeight="semibold">
        {label}:{' '}
      </Text>
      {items.join(', ')}
    </Text>
  )
}

export function PhaseList({ phases }: { phases: readonly Phase[] }) {
  return (
    <CardGrid columns={2} as="div">
      {phases.map((phase, index) => (
        <InfoCard
          key={phase.phase}
          title={`${labels.prefix} ${index + 1}: ${phase.phase}`}
          aside={
            <Badge colorPalette="brand" size="lg">
              {phase.duration}
            </Badge>
          }
        >
          <Text color="fg.muted">{phase.description}</Text>
          <Stack gap="1">
            <Text fontWeight="semibold">{labels.deliverables}</Text>
            <BulletList items={phase.deliverables} />
          </Stack>
          <InlineLabel label={labels.stakeholders} items={phase.stakeholders} />
          <InlineLabel label={labels.tools} items={phase.tools} />
        </InfoCard>
      ))}
    </CardGrid>
  )
}
