// /implementation-roadmap: philosophy, six strategic deliverables,
// the five phases with their exact durations, a timeline, the totals and buttons to
// /consultancy and /contact (both redirects to real pages).
import { Box, Button, Card, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react'
import { Link as RouterLink } from 'react-router'
import {
  ContentSection,
  InfoCard,
  PageContainer,
  PageHeader,
} from '../../components/info-blocks.tsx'
import { PageMeta } from '../../components/page-meta.tsx'
import {
  roadmapMeta,
  roadmapPhases,
  roadmapPhilosophy,
  roadmapTotals,
  strategicDeliverables,
} from '../../content/roadmap.ts'
import { PhaseCard } from '../../features/roadmap/components/phase-card.tsx'
import { RoadmapTimeline } from '../../features/roadmap/components/roadmap-timeline.tsx'
import { paths } from '../../lib/paths.ts'

export default function ImplementationRoadmapPage() {
  return (
    <PageContainer>
      <PageMeta title={roadmapMeta.title} description={roadmapMeta.description} />
      <PageHeader title={roadmapMeta.title} lead={roadmapMeta.description} eyebrow="5 phases" />

      <ContentSection id="philosophy" title={roadmapPhilosophy.title}>
        <Stack gap="3" maxW="4xl">
          {roadmapPhilosophy.paragraphs.map((paragraph) => (
            <Text key={paragraph}>{paragraph}</Text>
          ))}
        </Stack>
      </ContentSection>

      <ContentSection id="strategic-deliverables" title="Six strategic deliverables">
        <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="5">
          {strategicDeliverables.map((deliverable) => (
            <InfoCard key={deliverable.title} title={deliverable.title}>
              <Text color="fg.muted" fontSize="sm">
                {deliverable.description}
              </Text>
            </InfoCard>
          ))}
        </SimpleGrid>
      </ContentSection>

      <ContentSection id="timeline" title="Timeline">
        <RoadmapTimeline phases={roadmapPhases} />
        <Card.Root variant="subtle" colorPalette="brand">
          <Card.Body>
            <Text fontWeight="semibold">{roadmapTotals.summary}</Text>
          </Card.Body>
        </Card.Root>
      </ContentSection>

      <ContentSection id="phases" title="The five phases">
        <Stack gap="5">
          {roadmapPhases.map((phase) => (
            <PhaseCard key={phase.number} phase={phase} />
          ))}
        </Stack>
      </ContentSection>

      <Card.Root variant="subtle" colorPalette="brand" as="section" aria-labelledby="start-heading">
        <Card.Body gap="4">
          <Box>
            <Text as="h2" id="start-heading" fontSize="xl" fontWeight="bold">
              Start your implementation
            </Text>
            <Text color="fg.muted">
              Plan the phases with our consultants, or tell us where you are today.
            </Text>
          </Box>
          <HStack gap="3" flexWrap="wrap">
            <Button asChild colorPalette="brand">
              <RouterLink to={paths.consultancy.getHref()}>Explore Consultancy</RouterLink>
            </Button>
            <Button asChild variant="outline">
              <RouterLink to={paths.contact.getHref()}>Contact Us</RouterLink>
            </Button>
          </HStack>
        </Card.Body>
      </Card.Root>
    </PageContainer>
  )
}
