// An industry template of the Case Builder with Use Template (opens the contact form about the
// template) and Preview (a dialog with every scenario and outcome).
import { Badge, HStack, Text } from '@chakra-ui/react'
import { InfoCard } from '../../../components/cards.tsx'
import { LinkButton } from '../../../components/link-button.tsx'
import { LabelledList, TagList } from '../../../components/lists.tsx'
import { caseBuilderPage } from '../../../content/introduction/case-builder.ts'
import type { CaseTemplate } from '../../../content/introduction/types.ts'
import { paths } from '../../../lib/paths.ts'
import { PreviewDialog } from './preview-dialog.tsx'

const labels = caseBuilderPage.card

function UseTemplateButton({ template }: { template: CaseTemplate }) {
  return (
    <LinkButton
      href={paths.contactAbout.getHref(`Case Builder template: ${template.title}`)}
      colorPalette="brand"
      aria-label={`${labels.useTemplate}: ${template.title}`}
    >
      {labels.useTemplate}
    </LinkButton>
  )
}

export function CaseTemplateCard({ template }: { template: CaseTemplate }) {
  const shown = template.scenarios.slice(0, labels.shownScenarios)
  const more = template.scenarios.length - shown.length
  return (
    <InfoCard
      title={template.title}
      icon={
        <HStack gap="2" wrap="wrap">
          <Badge colorPalette="brand" variant="subtle">
            {template.industry}
          </Badge>
          <Badge variant="outline">
            {labels.complexity}: {template.complexity}
          </Badge>
          <Badge variant="outline">{template.duration}</Badge>
        </HStack>
      }
      description={template.description}
      footer={
        <HStack gap="3" flexWrap="wrap">
          <UseTemplateButton template={template} />
          <PreviewDialog
            title={template.title}
            label={labels.preview}
            triggerLabel={`${labels.preview} ${template.title}`}
            footer={<UseTemplateButton template={template} />}
          >
            <Text>{template.description}</Text>
            <Text fontSize="sm" color="fg.muted">
              {template.industry} · {labels.complexity.toLowerCase()} {template.complexity} ·{' '}
              {template.duration} · {template.regulations.join(', ')}
            </Text>
            <LabelledList
              label={labels.allScenarios}
              items={template.scenarios}
              headingLevel="h3"
            />
            <LabelledList label={labels.outcomes} items={template.outcomes} headingLevel="h3" />
          </PreviewDialog>
        </HStack>
      }
    >
      <LabelledList label={labels.scenarios} items={shown} />
      {more > 0 ? (
        <Text fontSize="sm" color="fg.muted">
          +{more} {labels.moreInPreview}
        </Text>
      ) : null}
      <TagList items={template.regulations} label={labels.regulations} />
    </InfoCard>
  )
}
