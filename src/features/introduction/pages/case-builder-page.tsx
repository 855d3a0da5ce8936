// /introduction/case-builder: the industry templates with Use Template and Preview, what the
// Case Builder gives you, its steps, and Start Case Builder / Download Guide.
import { Play } from 'lucide-react'
import { CardGrid, StepCards } from '../../../components/cards.tsx'
import { FeatureGrid } from '../../../components/feature-grid.tsx'
import { LinkButton } from '../../../components/link-button.tsx'
import { CallToAction, ContentPage, ContentSection } from '../../../components/page-layout.tsx'
import {
  caseBuilderFeatures,
  caseBuilderPage,
  caseBuilderSteps,
  caseTemplates,
} from '../../../content/introduction/case-builder.ts'
import { CaseTemplateCard } from '../components/case-template-card.tsx'
import { DownloadButton } from '../components/download-button.tsx'
import { caseBuilderGuideDownload } from '../downloads.ts'

export default function CaseBuilderPage() {
  const { templates, callToAction } = caseBuilderPage
  return (
    <ContentPage copy={caseBuilderPage}>
      <ContentSection {...templates}>
        <CardGrid>
          {caseTemplates.map((template) => (
            <CaseTemplateCard key={template.title} template={template} />
          ))}
        </CardGrid>
      </ContentSection>

      <ContentSection {...caseBuilderPage.features}>
        <FeatureGrid items={caseBuilderFeatures} />
      </ContentSection>

      <ContentSection {...caseBuilderPage.process}>
        <StepCards steps={caseBuilderSteps} />
      </ContentSection>

      <CallToAction {...callToAction}>
        <LinkButton href={`#${templates.id}`} colorPalette="brand" size="lg">
          <Play aria-hidden="true" />
          {callToAction.start}
        </LinkButton>
        <DownloadButton
          variant="outline"
          size="lg"
          file={() => caseBuilderGuideDownload(caseTemplates, caseBuilderSteps)}
        >
          {callToAction.download}
        </DownloadButton>
      </CallToAction>
    </ContentPage>
  )
}
