// /tactical/iga-identity-governance-administration: IGA components, the lifecycle processes
// with their standard changes, and the governance capabilities.
import { Badge, Text } from '@chakra-ui/react'
import { CardGrid, InfoCard, PointGroupGrid } from '../../../components/cards.tsx'
import { LinkButton } from '../../../components/link-button.tsx'
import { DefinitionList, NumberedList } from '../../../components/lists.tsx'
import { ContentPage, ContentSection } from '../../../components/page-layout.tsx'
import {
  igaCapabilities,
  igaComponents,
  igaLifecycle,
  igaPage,
} from '../../../content/framework/iga.ts'
import { paths } from '../../../lib/paths.ts'

export default function IgaPage() {
  const { sections, lifecycleFacts: facts } = igaPage
  return (
    <ContentPage copy={igaPage}>
      <ContentSection {...sections.components}>
        <PointGroupGrid groups={igaComponents} columns={3} />
      </ContentSection>
      <ContentSection {...sections.lifecycle}>
        <CardGrid as="div">
          {igaLifecycle.map(({ execution, description, steps }) => (
            <InfoCard
              key={execution.process}
              title={execution.process}
              aside={<Badge colorPalette="brand">{execution.service}</Badge>}
            >
              <Text color="fg.muted">{description}</Text>
              <DefinitionList
                orientation="vertical"
                items={[
                  { label: facts.trigger, value: execution.trigger },
                  { label: facts.action, value: execution.action },
                  { label: facts.standardChange, value: execution.standardChange },
                ]}
              />
              <NumberedList items={steps} />
              <LinkButton
                href={paths.operations.getHref(execution.service)}
                variant="outline"
                size="sm"
                alignSelf="start"
              >
                {igaPage.openService(execution.service)}
              </LinkButton>
            </InfoCard>
          ))}
        </CardGrid>
      </ContentSection>
      <ContentSection {...sections.capabilities}>
        <PointGroupGrid groups={igaCapabilities} columns={4} />
      </ContentSection>
    </ContentPage>
  )
}
