// /tactical/integration-service: integration components, patterns, best practices and the
// Integration Service entry's blocks.
import { PointGroupGrid } from '../../../components/cards.tsx'
import { ContentPage, ContentSection } from '../../../components/page-layout.tsx'
import {
  integrationBestPractices,
  integrationComponents,
  integrationPage,
  integrationPatterns,
  integrationSection,
} from '../../../content/framework/integration-service.ts'
import { EntryBody } from '../components/entry-body.tsx'

export default function IntegrationServicePage() {
  const { sections } = integrationPage
  return (
    <ContentPage copy={integrationPage}>
      <ContentSection {...sections.components}>
        <PointGroupGrid groups={integrationComponents} columns={4} />
      </ContentSection>
      <ContentSection {...sections.patterns}>
        <PointGroupGrid groups={integrationPatterns} columns={4} />
      </ContentSection>
      <ContentSection {...sections.practices}>
        <PointGroupGrid groups={integrationBestPractices} columns={4} />
      </ContentSection>
      <EntryBody entry={integrationSection} />
    </ContentPage>
  )
}
