// The roadmap timeline: the five phases in order with their durations.
import { Badge, Text, Timeline } from '@chakra-ui/react'
import type { RoadmapPhase } from '../../../content/roadmap.ts'

export function RoadmapTimeline({ phases }: { phases: readonly RoadmapPhase[] }) {
  return (
    <Timeline.Root size="lg" variant="subtle" colorPalette="brand" as="ol">
      {phases.map((phase) => (
        <Timeline.Item key={phase.number} as="li">
          <Timeline.Connector>
            <Timeline.Separator />
            <Timeline.Indicator>{phase.number}</Timeline.Indicator>
          </Timeline.Connector>
          <Timeline.Content>
            <Timeline.Title>
              {phase.phase}
              <Badge variant="outline" colorPalette="brand">
                {phase.duration}
              </Badge>
            </Timeline.Title>
            <Text fontSize="sm" color="fg.muted">
              {phase.description}
            </Text>
          </Timeline.Content>
        </Timeline.Item>
      ))}
    </Timeline.Root>
  )
}
