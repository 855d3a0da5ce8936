// /program-management: the IAM programme, its deliverables, areas, phases, success factors,
// metrics and pricing.
import { Badge, Button, Card, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react'
import { Heading } from '../../../components/heading.tsx'
import { ArrowRight } from 'lucide-react'
import { Link as RouterLink } from 'react-router'
import { PageMeta } from '../../../components/page-meta.tsx'
import {
  programAreas,
  programManagementIntro,
  programManagementPricing,
  programMetrics,
  programPhases,
  strategicDeliverables,
  successFactors,
} from '../../../content/framework/program-management.ts'
import type { SuccessFactor } from '../../../content/framework/types.ts'
import {
  BulletList,
  ContentBlock,
  NumberedList,
} from '../../../features/framework/components/content-block.tsx'
import { crumbs } from '../../../features/framework/components/crumbs.ts'
import { FrameworkIcon } from '../../../features/framework/components/framework-icon.tsx'
import { MetricGrid } from '../../../features/framework/components/metric-grid.tsx'
import { PageBody } from '../../../features/framework/components/page-body.tsx'
import { PageHeader } from '../../../features/framework/components/page-header.tsx'
import { PhaseList } from '../../../features/framework/components/phase-list.tsx'
import { PricingCard } from '../../../features/framework/components/pricing-card.tsx'
import { TopicGrid } from '../../../features/framework/components/topic-grid.tsx'
import { paths } from '../../../lib/paths.ts'

/** Critical uses the destructive (red, solid) palette, as the spec asks. */
const importancePalette: Record<SuccessFactor['importance'], string> = {
  Critical: 'red',
  High: 'orange',
  Medium: 'blue',
}

export default function ProgramManagementPage() {
  return (
    <>
      <PageMeta
        title={programManagementIntro.title}
        description={programManagementIntro.description}
      />
      <PageHeader
        title={programManagementIntro.title}
        description={programManagementIntro.description}
        crumbs={[crumbs.home, crumbs.strategic]}
        icon={<FrameworkIcon name="FolderKanban" color="blue" size="lg" />}
        actions={
          <>
            <Button asChild colorPalette="brand">
              <RouterLink to={paths.implementationRoadmap.getHref()}>
                View Implementation Roadmap <ArrowRight aria-hidden="true" />
              </RouterLink>
            </Button>
            <Button asChild variant="outline">
              <RouterLink to={paths.contactAbout.getHref('IAM program management')}>
                Discuss your programme
              </RouterLink>
            </Button>
          </>
        }
      />
      <PageBody>
        <ContentBlock title="Strategic Deliverables">
          <NumberedList items={strategicDeliverables} />
        </ContentBlock>
        <ContentBlock title="Program Areas">
          <TopicGrid groups={programAreas} columns={2} />
        </ContentBlock>
        <ContentBlock title="Program Phases">
          <PhaseList phases={programPhases} />
        </ContentBlock>
        <ContentBlock title="Success Factors">
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
            {successFactors.map((factor) => (
              <Card.Root key={factor.factor} variant="outline">
                <Card.Body gap="3">
                  <HStack justify="space-between" align="start" gap="3" flexWrap="wrap">
                    <Heading as="h3" size="md">
                      {factor.factor}
                    </Heading>
                    <Badge
                      colorPalette={importancePalette[factor.importance]}
                      variant={factor.importance === 'Critical' ? 'solid' : 'subtle'}
                    >
                      {factor.importance}
                    </Badge>
                  </HStack>
                  <Text color="fg.muted">{factor.description}</Text>
                  <BulletList items={factor.strategies} />
                </Card.Body>
              </Card.Root>
            ))}
          </SimpleGrid>
        </ContentBlock>
        <ContentBlock title="Metrics">
          <MetricGrid metrics={programMetrics} />
        </ContentBlock>
        <ContentBlock title="Pricing">
          <PricingCard pricing={programManagementPricing} />
        </ContentBlock>
        <Stack as="section" gap="3" p="6" rounded="xl" bg="brand.subtle" align="start">
          <Heading as="h2" size="lg">
            From programme to roadmap
          </Heading>
          <Text>
            The implementation roadmap turns this programme into five phases, from RFP and readiness
            to a managed service.
          </Text>
          <Button asChild colorPalette="brand">
            <RouterLink to={paths.implementationRoadmap.getHref()}>
              View Implementation Roadmap <ArrowRight aria-hidden="true" />
            </RouterLink>
          </Button>
        </Stack>
      </PageBody>
    </>
  )
}
