// /strategic/data-model: the identity data model.
import { Button, Card, List, SimpleGrid, Text } from '@chakra-ui/react'
import { Heading } from '../../../components/heading.tsx'
import { Link as RouterLink } from 'react-router'
import { PageMeta } from '../../../components/page-meta.tsx'
import {
  architectureLayers,
  coreModelGroups,
  dataModelBestPractices,
  dataModelIntro,
  integrationPatterns,
} from '../../../content/framework/data-model.ts'
import { strategicSections } from '../../../content/framework/sections.ts'
import { BulletList, ContentBlock } from '../../../features/framework/components/content-block.tsx'
import { crumbs } from '../../../features/framework/components/crumbs.ts'
import { EntryBody } from '../../../features/framework/components/entry-body.tsx'
import { FrameworkIcon } from '../../../features/framework/components/framework-icon.tsx'
import { PageBody } from '../../../features/framework/components/page-body.tsx'
import { PageHeader } from '../../../features/framework/components/page-header.tsx'
import { TopicGrid } from '../../../features/framework/components/topic-grid.tsx'
import { paths } from '../../../lib/paths.ts'

const section = strategicSections.find((s) => s.title === 'Data Model')!

export default function DataModelPage() {
  return (
    <>
      <PageMeta title={dataModelIntro.title} description={dataModelIntro.description} />
      <PageHeader
        title={dataModelIntro.title}
        description={dataModelIntro.description}
        crumbs={[crumbs.home, crumbs.strategic]}
        icon={<FrameworkIcon name={section.icon} color={section.color} size="lg" />}
        actions={
          <Button asChild colorPalette="brand">
            <RouterLink to={paths.contactAbout.getHref('IAM data model review')}>
              Request a data model review
            </RouterLink>
          </Button>
        }
      />
      <PageBody>
        <ContentBlock title="Core Model" intro={section.description}>
          <SimpleGrid columns={{ base: 1, lg: 3 }} gap="5">
            {coreModelGroups.map((group) => (
              <Card.Root key={group.id} variant="outline">
                <Card.Body gap="3">
                  <Heading as="h3" size="md">
                    {group.title}
                  </Heading>
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
                </Card.Body>
              </Card.Root>
            ))}
          </SimpleGrid>
        </ContentBlock>
        <ContentBlock title="Architecture Layers">
          <TopicGrid groups={architectureLayers} columns={4} />
        </ContentBlock>
        <ContentBlock title="Integration Patterns">
          <TopicGrid groups={integrationPatterns} columns={4} />
        </ContentBlock>
        <ContentBlock title="Best Practices">
          <BulletList items={dataModelBestPractices} />
        </ContentBlock>
        <EntryBody entry={section} />
      </PageBody>
    </>
  )
}
