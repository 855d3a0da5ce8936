// /tactical/integration-service: components, patterns and best practices.
import { Button } from '@chakra-ui/react'
import { Link as RouterLink } from 'react-router'
import { PageMeta } from '../../../components/page-meta.tsx'
import {
  integrationBestPractices,
  integrationComponents,
  integrationIntro,
  integrationPatterns,
} from '../../../content/framework/integration-service.ts'
import { tacticalSections } from '../../../content/framework/sections.ts'
import { ContentBlock } from '../../../features/framework/components/content-block.tsx'
import { crumbs } from '../../../features/framework/components/crumbs.ts'
import { EntryBody } from '../../../features/framework/components/entry-body.tsx'
import { FrameworkIcon } from '../../../features/framework/components/framework-icon.tsx'
import { PageBody } from '../../../features/framework/components/page-body.tsx'
import { PageHeader } from '../../../features/framework/components/page-header.tsx'
import { TopicGrid } from '../../../features/framework/components/topic-grid.tsx'
import { paths } from '../../../lib/paths.ts'
import { mailto, siteConfig } from '../../../lib/site-config.ts'

const section = tacticalSections.find((s) => s.title === 'Integration Service')!

export default function IntegrationServicePage() {
  return (
    <>
      <PageMeta title={integrationIntro.title} description={integrationIntro.description} />
      <PageHeader
        title={integrationIntro.title}
        description={integrationIntro.description}
        crumbs={[crumbs.home, crumbs.tactical]}
        icon={<FrameworkIcon name={section.icon} color={section.color} size="lg" />}
        actions={
          <>
            <Button asChild colorPalette="brand">
              <RouterLink to={paths.contactAbout.getHref('Integration assessment')}>
                Request an Integration Assessment
              </RouterLink>
            </Button>
            <Button asChild variant="outline">
              <a href={mailto(siteConfig.consultingEmail, 'IPAML Integration Guide request')}>
                Get the Integration Guide
              </a>
            </Button>
          </>
        }
      />
      <PageBody>
        <ContentBlock title="Integration Components" intro={section.description}>
          <TopicGrid groups={integrationComponents} columns={4} />
        </ContentBlock>
        <ContentBlock title="Integration Patterns">
          <TopicGrid groups={integrationPatterns} columns={4} />
        </ContentBlock>
        <ContentBlock title="Best Practices">
          <TopicGrid groups={integrationBestPractices} columns={4} />
        </ContentBlock>
        <EntryBody entry={section} />
      </PageBody>
    </>
  )
}
