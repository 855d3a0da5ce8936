// /asset-management/:resource?: one resource type of the asset management service, found by
// its slug or title; an unknown or missing resource shows the list of every resource type.
import { useParams } from 'react-router'
import { ContentPage } from '../../../components/page-layout.tsx'
import { resourceTypes, resourceTypesPage } from '../../../content/asset-management.ts'
import { matchParam } from '../../../lib/match-param.ts'
import { ResourceDetail } from '../components/resource-detail.tsx'
import { ResourceTypeGrid } from '../components/resource-type-grid.tsx'

export default function AssetManagementPage() {
  const { resource: param } = useParams()
  const resource =
    matchParam(param, resourceTypes, (r) => r.slug) ??
    matchParam(param, resourceTypes, (r) => r.title, { slashesToHyphens: true })
  if (resource) return <ResourceDetail key={resource.slug} resource={resource} />
  return (
    <ContentPage copy={resourceTypesPage}>
      <ResourceTypeGrid headingLevel="h2" />
    </ContentPage>
  )
}
