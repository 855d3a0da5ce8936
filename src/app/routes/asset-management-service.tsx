// /tactical/asset-management-service: the CMDB service
// with its four categories of resource types, four capability groups and four lifecycle phases.
import { Badge, Button, HStack, SimpleGrid, Text } from '@chakra-ui/react'
import { Link as RouterLink } from 'react-router'
import {
  BulletList,
  ContentSection,
  InfoCard,
  PageContainer,
  PageHeader,
} from '../../components/info-blocks.tsx'
import { PageMeta } from '../../components/page-meta.tsx'
import {
  assetLifecyclePhases,
  assetManagementMeta,
  capabilityGroups,
} from '../../content/asset-management.ts'
import { ResourceTypeGrid } from '../../features/asset-management/components/resource-type-grid.tsx'
import { paths } from '../../lib/paths.ts'

export default function AssetManagementServicePage() {
  return (
    <PageContainer>
      <PageMeta title={assetManagementMeta.title} description={assetManagementMeta.description} />
      <PageHeader
        title={assetManagementMeta.title}
        lead={assetManagementMeta.description}
        eyebrow="Tactical Management"
      >
        <HStack gap="3" flexWrap="wrap">
          <Button asChild colorPalette="brand">
            <RouterLink to={paths.policy.getHref('Asset Management/CMDB')}>
              Read the Asset Management/CMDB policy
            </RouterLink>
          </Button>
          <Button asChild variant="outline">
            <RouterLink to={paths.contactAbout.getHref('Asset management service (CMDB)')}>
              Discuss your CMDB
            </RouterLink>
          </Button>
        </HStack>
      </PageHeader>

      <ContentSection
        id="resource-types"
        title="Resource types"
        description="Thirteen resource types in four categories. Each must be registered with an owner and a classification before access to it can be governed."
      >
        <ResourceTypeGrid headingLevel="h3" />
      </ContentSection>

      <ContentSection id="capabilities" title="Capabilities">
        <SimpleGrid columns={{ base: 1, md: 2, lg: 4 }} gap="5">
          {capabilityGroups.map((group) => (
            <InfoCard key={group.title} title={group.title}>
              <Text color="fg.muted" fontSize="sm">
                {group.description}
              </Text>
              <BulletList items={group.capabilities} />
            </InfoCard>
          ))}
        </SimpleGrid>
      </ContentSection>

      <ContentSection id="lifecycle" title="Resource lifecycle">
        <SimpleGrid as="ol" listStyleType="none" columns={{ base: 1, md: 2, lg: 4 }} gap="5">
          {assetLifecyclePhases.map((phase, index) => (
            <li key={phase.title}>
              <InfoCard
                title={
                  <HStack as="span" gap="2">
                    <Badge colorPalette="brand" variant="solid">
                      {index + 1}
                    </Badge>
                    {phase.title}
                  </HStack>
                }
              >
                <Text color="fg.muted" fontSize="sm">
                  {phase.description}
                </Text>
                <BulletList items={phase.activities} />
              </InfoCard>
            </li>
          ))}
        </SimpleGrid>
      </ContentSection>
    </PageContainer>
  )
}
