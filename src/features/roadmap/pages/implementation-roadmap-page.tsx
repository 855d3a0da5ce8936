// /implementation-roadmap: the philosophy, the strategic deliverables, the phases on a timeline
// and in detail, the totals, and the ways to consultancy and contact.
import { Card, Stack, Text } from '@chakra-ui/react'
import { CardGrid, InfoCard } from '../../../components/cards.tsx'
import {
  CallToAction,
  ContentPage,
  ContentSection,
  PageActions,
} from '../../../components/page-layout.tsx'
import {
  roadmapPage as copy,
  roadmapPhases,
  roadmapPhilosophy,
  roadmapTotals,
  strategicDeliverables,
} from '../../../content/roadmap.ts'
import { PhaseCard } from '../components/phase-card.tsx'
import { RoadmapTimeline } from '../components/roadmap-timeline.tsx'

export default function ImplementationRoadmapPage() {
  return (
    <ContentPage copy={copy}>
      <ContentSection {...copy.philosophy}>
        <Stack gap="3" maxW="4xl">
          {roadmapPhilosophy.paragraphs.map((paragraph) => (
            <Text key={paragraph}>{paragraph}</Text>
          ))}
        </Stack>
      </ContentSection>

      <ContentSection {...copy.deliverables}>
        <CardGrid as="div">
          {strategicDeliverables.map((deliverable) => (
            <InfoCard
              key={deliverable.title}
              title={deliverable.title}
              description={deliverable.description}
            />
          ))}
        </CardGrid>
      </ContentSection>

      <ContentSection {...copy.timeline}>
        <RoadmapTimeline phases={roadmapPhases} />
        <Card.Root variant="subtle" colorPalette="brand">
          <Card.Body>
            <Text fontWeight="semibold">{roadmapTotals.summary}</Text>
          </Card.Body>
        </Card.Root>
      </ContentSection>

      <ContentSection {...copy.phases}>
        <Stack gap="5">
          {roadmapPhases.map((phase) => (
            <PhaseCard key={phase.number} phase={phase} />
          ))}
        </Stack>
      </ContentSection>

      <CallToAction {...copy.start}>
        <PageActions actions={copy.start.actions} />
      </CallToAction>
    </ContentPage>
  )
}
