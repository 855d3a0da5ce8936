// /program-management: the IAM programme, its deliverables, areas, phases, success factors,
// metrics and pricing, and the way on to the implementation roadmap.
import { Badge, Text } from '@chakra-ui/react'
import { CardGrid, InfoCard, PointGroupGrid } from '../../../components/cards.tsx'
import { LinkButton } from '../../../components/link-button.tsx'
import { BulletList, NumberedList } from '../../../components/lists.tsx'
import { CallToAction, ContentPage, ContentSection } from '../../../components/page-layout.tsx'
import {
  programAreas,
  programManagementPage,
  programManagementPricing,
  programMetrics,
  programPhases,
  strategicDeliverables,
  successFactors,
} from '../../../content/framework/program-management.ts'
import type { SuccessFactor } from '../../../content/framework/types.ts'
import { MetricGrid } from '../components/metric-grid.tsx'
import { PhaseList } from '../components/phase-list.tsx'
import { PricingCard } from '../components/pricing-card.tsx'

/** Critical stands out in the solid red of destructive things; the others are subtle. */
const importancePalette: Record<SuccessFactor['importance'], string> = {
  Critical: 'red',
  High: 'orange',
  Medium: 'blue',
}

export default function ProgramManagementPage() {
  const { sections, roadmap } = programManagementPage
  return (
    <ContentPage copy={programManagementPage}>
      <ContentSection {...sections.deliverables}>
        <NumberedList items={strategicDeliverables} />
      </ContentSection>
      <ContentSection {...sections.areas}>
        <PointGroupGrid groups={programAreas} columns={2} />
      </ContentSection>
      <ContentSection {...sections.phases}>
        <PhaseList phases={programPhases} />
      </ContentSection>
      <ContentSection {...sections.successFactors}>
        <CardGrid columns={2} as="div">
          {successFactors.map((factor) => (
            <InfoCard
              key={factor.factor}
              title={factor.factor}
              aside={
                <Badge
                  colorPalette={importancePalette[factor.importance]}
                  variant={factor.importance === 'Critical' ? 'solid' : 'subtle'}
                >
                  {factor.importance}
                </Badge>
              }
            >
              <Text color="fg.muted">{factor.description}</Text>
              <BulletList items={factor.strategies} />
            </InfoCard>
          ))}
        </CardGrid>
      </ContentSection>
      <ContentSection {...sections.metrics}>
        <MetricGrid metrics={programMetrics} />
      </ContentSection>
      <ContentSection {...sections.pricing}>
        <PricingCard pricing={programManagementPricing} />
      </ContentSection>
      <CallToAction title={roadmap.title} description={roadmap.description}>
        <LinkButton href={roadmap.link.href} colorPalette="brand">
          {roadmap.link.label}
        </LinkButton>
      </CallToAction>
    </ContentPage>
  )
}
