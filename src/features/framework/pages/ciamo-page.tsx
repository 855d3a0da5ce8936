// /ciamo: the Chief Identity and Access Management Officer: leadership model, responsibilities,
// skills, development path and success metrics.
import { Badge, Text } from '@chakra-ui/react'
import { CardGrid, InfoCard, PointGroupGrid } from '../../../components/cards.tsx'
import { BulletList } from '../../../components/lists.tsx'
import { ContentPage, ContentSection } from '../../../components/page-layout.tsx'
import {
  ciamoLeadershipModel,
  ciamoMetrics,
  ciamoPage,
  ciamoPath,
  ciamoResponsibilities,
  ciamoSkills,
} from '../../../content/framework/ciamo.ts'
import { MetricGrid } from '../components/metric-grid.tsx'

export default function CiamoPage() {
  const { sections } = ciamoPage
  return (
    <ContentPage copy={ciamoPage}>
      <ContentSection {...sections.leadership}>
        <PointGroupGrid groups={ciamoLeadershipModel} columns={4} />
      </ContentSection>
      <ContentSection {...sections.responsibilities}>
        <BulletList items={ciamoResponsibilities} />
      </ContentSection>
      <ContentSection {...sections.skills}>
        <PointGroupGrid groups={ciamoSkills} columns={4} />
      </ContentSection>
      <ContentSection {...sections.path}>
        <CardGrid as="ol" columns={2}>
          {ciamoPath.map((level) => (
            <InfoCard
              key={level.level}
              title={`${ciamoPage.levelPrefix} ${level.level}: ${level.title}`}
              aside={
                <Badge colorPalette="brand" size="lg">
                  {level.duration}
                </Badge>
              }
            >
              <Text color="fg.muted">{level.description}</Text>
              <BulletList items={level.requirements} />
            </InfoCard>
          ))}
        </CardGrid>
      </ContentSection>
      <ContentSection {...sections.metrics}>
        <MetricGrid metrics={ciamoMetrics} />
      </ContentSection>
    </ContentPage>
  )
}
