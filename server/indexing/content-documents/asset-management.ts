// Search documents for the asset management service (CMDB) and its 13 resource types.
import { PRIORITY, type SearchDocument } from '../../search/types.ts'
import {
  assetLifecyclePhases,
  assetManagementMeta,
  capabilityGroups,
  resourceTypes,
} from '../../../src/content/asset-management.ts'
import { paths } from '../../../src/lib/paths.ts'

export function assetManagementDocuments(): SearchDocument[] {
  return [
    {
      id: 'page:/tactical/asset-management-service',
      title: assetManagementMeta.title,
      description: assetManagementMeta.description,
      body: [
        ...capabilityGroups.map((g) => `${g.title}: ${g.capabilities.join(', ')}`),
        ...assetLifecyclePhases.map((p) => `${p.title}: ${p.description}`),
        resourceTypes.map((r) => r.title).join(', '),
      ].join(' '),
      category: 'Tactical Management',
      url: paths.tactical.assetManagement.getHref(),
      keywords: ['CMDB', 'asset management', 'configuration management database'],
      priority: PRIORITY.content,
    },
    ...resourceTypes.map((resource) => ({
      id: `asset:${resource.slug}`,
      title: `${resource.title} (resource type)`,
      description: resource.description,
      body: [
        ...resource.attributes,
        resource.ownership,
        ...resource.accessGovernance,
        ...resource.lifecycle,
      ].join(' '),
      category: 'Asset Management',
      url: paths.assetManagement.getHref(resource.slug),
      keywords: ['CMDB', 'resource', resource.category, ...resource.title.split('/')],
      priority: PRIORITY.content,
    })),
  ]
}
