// /strategic/data-model: the identity data model: core entities, architecture layers,
// integration patterns, best practices and the Data Model entry's blocks.
import { List, Text } from '@chakra-ui/react'
import { CardGrid, InfoCard, PointGroupGrid } from '../../../components/cards.tsx'
import { BulletList } from '../../../components/lists.tsx'
import { ContentPage, ContentSection } from '../../../components/page-layout.tsx'
import {
  architectureLayers,
  coreModelGroups,
  dataModelBestPractices,
  dataModelPage,
  dataModelSection,
  integrationPatterns,
} from '../../../content/framework/data-model.ts'
import { EntryBody } from '../components/entry-body.tsx'

export default function DataModelPage() {
  const { sections } = dataModelPage
  return (
    <ContentPage copy={dataModelPage}>
      <ContentSection {...sections.coreModel}>
        <CardGrid as="div">
          {coreModelGroups.map((group) => (
            <InfoCard key={group.id} title={group.title}>
              <Text color="fg.muted">{group.description}</Text>
              <List.Root gap="2" ps="5">
                {group.entities.map((entity) => (
                  <List.Item key={entity.name}>
                    <Text as="span" fontWeight="semibold">
                      {entity.name}:
                    </Text>{' '}
                    {entity.description}
                  </List.Item>
                ))}
              </List.Root>
            </InfoCard>
          ))}
        </CardGrid>
      </ContentSection>
      <ContentSection {...sections.layers}>
        <PointGroupGrid groups={architectureLayers} columns={4} />
      </ContentSection>
      <ContentSection {...sections.patterns}>
        <PointGroupGrid groups={integrationPatterns} columns={4} />
      </ContentSection>
      <ContentSection {...sections.practices}>
        <BulletList items={dataModelBestPractices} />
      </ContentSection>
      <EntryBody entry={dataModelSection} />
    </ContentPage>
  )
}
