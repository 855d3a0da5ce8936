// /asset-management/:resource? : one of the 13 resource types of the asset management service;
// an unknown or missing resource shows the list of all 13 with a link to the overview.
import { Button, HStack } from '@chakra-ui/react'
import { useParams, Link as RouterLink } from 'react-router'
import { PageContainer, PageHeader } from '../../components/info-blocks.tsx'
import { PageMeta } from '../../components/page-meta.tsx'
import { resourceTypes } from '../../content/asset-management.ts'
import { ResourceDetail } from '../../features/asset-management/components/resource-detail.tsx'
import { ResourceTypeGrid } from '../../features/asset-management/components/resource-type-grid.tsx'
import { matchParam } from '../../lib/match-param.ts'
import { paths } from '../../lib/paths.ts'

export default function AssetManagementPage() {
  const { resource: param } = useParams()
  const resource =
    matchParam(param, resourceTypes, (r) => r.slug) ??
    matchParam(param, resourceTypes, (r) => r.title, { slashesToHyphens: true })

  if (resource) {
    return (
      <>
        <PageMeta
          title={`${resource.title} | Asset Management`}
          description={resource.description}
        />
        <ResourceDetail resource={resource} />
      </>
    )
  }
  const lead =
    'The 13 resource types registered by the asset management service. Choose one to see what is registered, who owns it and how access to it is governed.'
  return (
    <PageContainer>
      <PageMeta title="Asset Management Resource Types" description={lead} />
      <PageHeader title="Asset Management Resource Types" lead={lead} eyebrow="Asset Management">
        <HStack>
          <Button asChild variant="outline">
            <RouterLink to={paths.tactical.assetManagement.getHref()}>
              Asset Management Service overview
            </RouterLink>
          </Button>
        </HStack>
      </PageHeader>
      <ResourceTypeGrid headingLevel="h2" />
    </PageContainer>
  )
}
