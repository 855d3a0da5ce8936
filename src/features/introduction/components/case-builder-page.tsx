// /introduction/case-builder: three industry templates with Use
// Template and Preview, four feature cards, a four-step process, Start Case Builder and
// Download Guide.
import { Button, SimpleGrid } from '@chakra-ui/react'
import { Play } from 'lucide-react'
import { Link as RouterLink } from 'react-router'
import { ContentSection, PageContainer, PageHeader } from '../../../components/info-blocks.tsx'
import {
  caseBuilderFeatures,
  caseBuilderIntro,
  caseBuilderSteps,
  caseTemplates,
} from '../../../content/introduction/case-builder.ts'
import { paths } from '../../../lib/paths.ts'
import { caseBuilderGuideDownload } from '../downloads.ts'
import { CallToAction } from './call-to-action.tsx'
import { CaseTemplateCard } from './case-template-card.tsx'
import { DownloadButton } from './download-button.tsx'
import { FeatureGrid } from './feature-grid.tsx'
import { StepList } from './step-list.tsx'

export function CaseBuilderPage() {
  return (
    <PageContainer>
      <PageHeader
        title={caseBuilderIntro.title}
        lead={caseBuilderIntro.description}
        eyebrow={caseBuilderIntro.eyebrow}
        back={{ to: paths.introduction.getHref(), label: 'Back to Introduction' }}
      />

      <ContentSection
        id="templates"
        title="Industry templates"
        description="Each template holds the scenarios, regulations and outcomes typical for its sector."
      >
        <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, lg: 3 }} gap="5">
          {caseTemplates.map((template) => (
            <li key={template.title}>
              <CaseTemplateCard template={template} />
            </li>
          ))}
        </SimpleGrid>
      </ContentSection>

      <ContentSection id="case-builder-features" title="What the Case Builder gives you">
        <FeatureGrid items={caseBuilderFeatures} />
      </ContentSection>

      <ContentSection
        id="implementation-process"
        title="Implementation process"
        description="Four steps from a template to a plan your sponsor can approve."
      >
        <StepList steps={caseBuilderSteps} />
      </ContentSection>

      <CallToAction
        id="case-builder-cta"
        title="Build your identity business case"
        description="Start from the template closest to your organisation, or download the guide with every template, scenario and step to work on it offline."
      >
        <Button asChild colorPalette="brand" size="lg">
          <RouterLink to={{ hash: 'templates' }}>
            <Play aria-hidden="true" />
            Start Case Builder
          </RouterLink>
        </Button>
        <DownloadButton
          variant="outline"
          size="lg"
          file={() => caseBuilderGuideDownload(caseTemplates, caseBuilderSteps)}
        >
          Download Guide
        </DownloadButton>
      </CallToAction>
    </PageContainer>
  )
}
