// /strategic/role-model: role hierarchy, design principles, categories and lifecycle.
import { Badge, Button, Card, DataList, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react'
import { Heading } from '../../../components/heading.tsx'
import { Link as RouterLink } from 'react-router'
import { PageMeta } from '../../../components/page-meta.tsx'
import {
  roleCategories,
  roleDesignPrinciples,
  roleHierarchy,
  roleLifecyclePhases,
  roleModelIntro,
} from '../../../content/framework/role-model.ts'
import { strategicSections } from '../../../content/framework/sections.ts'
import { BulletList, ContentBlock } from '../../../features/framework/components/content-block.tsx'
import { crumbs } from '../../../features/framework/components/crumbs.ts'
import { EntryBody } from '../../../features/framework/components/entry-body.tsx'
import { FrameworkIcon } from '../../../features/framework/components/framework-icon.tsx'
import { PageBody } from '../../../features/framework/components/page-body.tsx'
import { PageHeader } from '../../../features/framework/components/page-header.tsx'
import { TopicGrid } from '../../../features/framework/components/topic-grid.tsx'
import { paths } from '../../../lib/paths.ts'

const section = strategicSections.find((s) => s.title === 'Role Model')!

export default function RoleModelPage() {
  return (
    <>
      <PageMeta title={roleModelIntro.title} description={roleModelIntro.description} />
      <PageHeader
        title={roleModelIntro.title}
        description={roleModelIntro.description}
        crumbs={[crumbs.home, crumbs.strategic]}
        icon={<FrameworkIcon name={section.icon} color={section.color} size="lg" />}
        actions={
          <>
            <Button asChild colorPalette="brand">
              <RouterLink to={paths.contactAbout.getHref('Role model design workshop')}>
                Request a role design workshop
              </RouterLink>
            </Button>
            <Button asChild variant="outline">
              <RouterLink to={paths.controls.getHref()}>Open the Control Panel</RouterLink>
            </Button>
          </>
        }
      />
      <PageBody>
        <ContentBlock title="Role Hierarchy" intro={section.description}>
          <Stack gap="8">
            {roleHierarchy.map((level) => (
              <Stack key={level.level} gap="3">
                <HStack gap="3" flexWrap="wrap">
                  <Heading as="h3" size="lg">
                    {level.level} level
                  </Heading>
                  <Text color="fg.muted">{level.description}</Text>
                </HStack>
                <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
                  {level.roles.map((role) => (
                    <Card.Root key={role.name} variant="outline">
                      <Card.Body gap="3">
                        <HStack justify="space-between" flexWrap="wrap">
                          <Heading as="h4" size="md">
                            {role.name}
                          </Heading>
                          <Badge colorPalette="brand">{level.level}</Badge>
                        </HStack>
                        <DataList.Root orientation="horizontal" size="sm">
                          <DataList.Item>
                            <DataList.ItemLabel>Scope</DataList.ItemLabel>
                            <DataList.ItemValue>{role.scope}</DataList.ItemValue>
                          </DataList.Item>
                          <DataList.Item>
                            <DataList.ItemLabel>Access level</DataList.ItemLabel>
                            <DataList.ItemValue>{role.access_level}</DataList.ItemValue>
                          </DataList.Item>
                          <DataList.Item>
                            <DataList.ItemLabel>Reports to</DataList.ItemLabel>
                            <DataList.ItemValue>{role.reporting}</DataList.ItemValue>
                          </DataList.Item>
                        </DataList.Root>
                        <BulletList items={role.responsibilities} />
                      </Card.Body>
                    </Card.Root>
                  ))}
                </SimpleGrid>
              </Stack>
            ))}
          </Stack>
        </ContentBlock>
        <ContentBlock title="Design Principles">
          <BulletList items={roleDesignPrinciples} />
        </ContentBlock>
        <ContentBlock title="Role Categories">
          <TopicGrid groups={roleCategories} columns={3} />
        </ContentBlock>
        <ContentBlock title="Role Lifecycle">
          <TopicGrid groups={roleLifecyclePhases} columns={4} />
        </ContentBlock>
        <EntryBody entry={section} />
      </PageBody>
    </>
  )
}
