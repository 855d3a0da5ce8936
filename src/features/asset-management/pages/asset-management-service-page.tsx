// /tactical/asset-management-service: the CMDB service with its resource types by category,
// its capability groups and the lifecycle of a resource.
import { Badge, HStack } from '@chakra-ui/react'
import { CardGrid, InfoCard } from '../../../components/cards.tsx'
import { BulletList } from '../../../components/lists.tsx'
import { ContentPage, ContentSection } from '../../../components/page-layout.tsx'
import {
  assetLifecyclePhases,
  assetManagementServicePage as copy,
  capabilityGroups,
} from '../../../content/asset-management.ts'
import { ResourceTypeGrid } from '../components/resource-type-grid.tsx'

export default function AssetManagementServicePage() {
  return (
    <ContentPage copy={copy}>
      <ContentSection {...copy.resourceTypes}>
        <ResourceTypeGrid headingLevel="h3" />
      </ContentSection>

      <ContentSection {...copy.capabilities}>
        <CardGrid columns={4} as="div">
          {capabilityGroups.map((group) => (
            <InfoCard key={group.title} title={group.title} description={group.description}>
              <BulletList items={group.capabilities} />
            </InfoCard>
          ))}
        </CardGrid>
      </ContentSection>

      <ContentSection {...copy.lifecycle}>
        <CardGrid columns={4} as="ol">
          {assetLifecyclePhases.map((phase, index) => (
            <InfoCard
              key={phase.title}
              title={
                <HStack as="span" gap="2">
                  <Badge colorPalette="brand" variant="solid">
                    {index + 1}
                  </Badge>
                  {phase.title}
                </HStack>
              }
              description={phase.description}
            >
              <BulletList items={phase.activities} />
            </InfoCard>
          ))}
        </CardGrid>
      </ContentSection>
    </ContentPage>
  )
}
