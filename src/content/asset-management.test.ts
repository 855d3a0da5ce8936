// Content contract for the asset management service: resource types, categories, capability
// groups and lifecycle phases.
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import {
  assetLifecyclePhases,
  capabilityGroups,
  resourceCategories,
  resourceTypes,
} from './asset-management.ts'
import { nonEmptyTexts, text } from './content-schemas.ts'
import { policies } from './policies.ts'

describe('asset management', () => {
  const resourceSchema = z.object({
    slug: z.string().regex(/^[a-z-]+$/),
    title: text,
    category: text,
    description: text,
    attributes: nonEmptyTexts,
    ownership: text,
    accessGovernance: nonEmptyTexts,
    lifecycle: nonEmptyTexts,
    relatedPolicies: nonEmptyTexts,
  })

  it('has the 13 resource types in the four categories of the spec', () => {
    expect(resourceCategories.map((c) => c.title)).toEqual([
      'Technology',
      'Organizational',
      'Information',
      'Access and Rights',
    ])
    const byCategory = Object.fromEntries(
      resourceCategories.map((c) => [
        c.title,
        resourceTypes.filter((r) => r.category === c.title).map((r) => r.title),
      ]),
    )
    expect(byCategory).toEqual({
      Technology: ['Application/Software', 'Data sources', 'Endpoints/Hardware', 'Security Group'],
      Organizational: ['Department', 'Collaboration', 'Physical'],
      Information: ['File', 'Project', 'Service', 'Mailbox'],
      'Access and Rights': ['Rights & Permissions', 'Mandate & delegate'],
    })
    expect(resourceTypes.map((r) => r.slug)).toEqual([
      'application-software',
      'data-sources',
      'endpoints-hardware',
      'security-groups',
      'departments',
      'collaboration',
      'physical',
      'files',
      'projects',
      'services',
      'mailboxes',
      'rights-permissions',
      'mandate-delegate',
    ])
    for (const resource of resourceTypes) resourceSchema.parse(resource)
  })
  it('links only to policies that exist', () => {
    const titles = new Set(policies.map((p) => p.title))
    for (const resource of resourceTypes)
      for (const policy of resource.relatedPolicies) expect(titles).toContain(policy)
  })
  it('has four capability groups and the four lifecycle phases in order', () => {
    expect(capabilityGroups).toHaveLength(4)
    for (const group of capabilityGroups) nonEmptyTexts.parse(group.capabilities)
    expect(assetLifecyclePhases.map((p) => p.title)).toEqual([
      'Discovery',
      'Classification',
      'Management',
      'Retirement',
    ])
  })
})
