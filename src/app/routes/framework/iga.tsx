// /tactical/iga-identity-governance-administration: IGA components, lifecycle, capabilities.
import { Badge, Button, Card, DataList, HStack, SimpleGrid, Text } from '@chakra-ui/react'
import { Heading } from '../../../components/heading.tsx'
import { Link as RouterLink } from 'react-router'
import { PageMeta } from '../../../components/page-meta.tsx'
import {
  igaCapabilities,
  igaComponents,
  igaIntro,
  igaLifecycle,
} from '../../../content/framework/iga.ts'
import { tacticalSections } from '../../../content/framework/sections.ts'
import {
  ContentBlock,
  NumberedList,
} from '../../../features/framework/components/content-block.tsx'
import { crumbs } from '../../../features/framework/components/crumbs.ts'
import { FrameworkIcon } from '../../../features/framework/components/framework-icon.tsx'
import { PageBody } from '../../../features/framework/components/page-body.tsx'
import { PageHeader } from '../../../features/framework/components/page-header.tsx'
import { TopicGrid } from '../../../features/framework/components/topic-grid.tsx'
import { paths } from '../../../lib/paths.ts'

const section = tacticalSections.find((s) => s.title === 'IGA Service')!

export default function IgaPage() {
  return (
    <>
      <PageMeta title={igaIntro.title} description={igaIntro.description} />
      <PageHeader
        title={igaIntro.title}
        description={igaIntro.description}
        crumbs={[crumbs.home, crumbs.tactical]}
        icon={<FrameworkIcon name={section.icon} color={section.color} size="lg" />}
        actions={
          <>
            <Button asChild colorPalette="brand">
              <RouterLink to={paths.contactAbout.getHref('IGA assessment')}>
                Get IGA Assessment
              </RouterLink>
            </Button>
            <Button asChild variant="outline">
              <RouterLink to={paths.contactAbout.getHref('IGA demo')}>Request Demo</RouterLink>
            </Button>
          </>
        }
      />
      <PageBody>
        <ContentBlock title="Core Components" intro={section.description}>
          <TopicGrid groups={igaComponents} columns={3} />
        </ContentBlock>
        <ContentBlock title="Identity Lifecycle">
          <SimpleGrid columns={{ base: 1, lg: 3 }} gap="5">
            {igaLifecycle.map(({ execution, description, steps }) => (
              <Card.Root key={execution.process} variant="outline">
                <Card.Body gap="3">
                  <HStack justify="space-between" flexWrap="wrap">
                    <Heading as="h3" size="md">
                      {execution.process}
                    </Heading>
                    <Badge colorPalette="brand">{execution.service}</Badge>
                  </HStack>
                  <Text color="fg.muted">{description}</Text>
                  <DataList.Root size="sm">
                    <DataList.Item>
                      <DataList.ItemLabel>Trigger</DataList.ItemLabel>
                      <DataList.ItemValue>{execution.trigger}</DataList.ItemValue>
                    </DataList.Item>
                    <DataList.Item>
                      <DataList.ItemLabel>Action</DataList.ItemLabel>
                      <DataList.ItemValue>{execution.action}</DataList.ItemValue>
                    </DataList.Item>
                    <DataList.Item>
                      <DataList.ItemLabel>Standard change</DataList.ItemLabel>
                      <DataList.ItemValue>{execution.standardChange}</DataList.ItemValue>
                    </DataList.Item>
                  </DataList.Root>
                  <NumberedList items={steps} />
                  <Button asChild variant="outline" size="sm" alignSelf="start">
                    <RouterLink to={paths.operations.getHref(execution.service)}>
                      Open the {execution.service}
                    </RouterLink>
                  </Button>
                </Card.Body>
              </Card.Root>
            ))}
          </SimpleGrid>
        </ContentBlock>
        <ContentBlock title="Governance Capabilities">
          <TopicGrid groups={igaCapabilities} columns={4} />
        </ContentBlock>
      </PageBody>
    </>
  )
}
