// /strategic/bisl: BiSL applied to identity and access.
import { Button } from '@chakra-ui/react'
import { Link as RouterLink } from 'react-router'
import { PageMeta } from '../../../components/page-meta.tsx'
import {
  bislBenefits,
  bislDomains,
  bislIntro,
  bislPhases,
  bislPrinciples,
} from '../../../content/framework/bisl.ts'
import { BulletList, ContentBlock } from '../../../features/framework/components/content-block.tsx'
import { crumbs } from '../../../features/framework/components/crumbs.ts'
import { FrameworkIcon } from '../../../features/framework/components/framework-icon.tsx'
import { PageBody } from '../../../features/framework/components/page-body.tsx'
import { PageHeader } from '../../../features/framework/components/page-header.tsx'
import { PhaseList } from '../../../features/framework/components/phase-list.tsx'
import { TopicGrid } from '../../../features/framework/components/topic-grid.tsx'
import { paths } from '../../../lib/paths.ts'

export default function BislPage() {
  return (
    <>
      <PageMeta title={bislIntro.title} description={bislIntro.description} />
      <PageHeader
        title={bislIntro.title}
        description={bislIntro.description}
        crumbs={[crumbs.home, crumbs.strategic]}
        icon={<FrameworkIcon name="Workflow" color="teal" size="lg" />}
        actions={
          <Button asChild colorPalette="brand">
            <RouterLink to={paths.contactAbout.getHref('BiSL assessment')}>
              Plan a BiSL assessment
            </RouterLink>
          </Button>
        }
      />
      <PageBody>
        <ContentBlock title="Management Domains">
          <TopicGrid groups={bislDomains} columns={3} />
        </ContentBlock>
        <ContentBlock title="Principles">
          <BulletList items={bislPrinciples} />
        </ContentBlock>
        <ContentBlock title="Benefits">
          <BulletList items={bislBenefits} />
        </ContentBlock>
        <ContentBlock title="Implementation Phases">
          <PhaseList phases={bislPhases} />
        </ContentBlock>
      </PageBody>
    </>
  )
}
