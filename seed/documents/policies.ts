// Search documents for the policy library: the /policy page and one document per policy.
import type { SearchDocument } from '../../server/search/types.ts'
import { controlMappingKeywords } from '../../src/content/control-mapping-lookup.ts'
import { policies, policiesMeta } from '../../src/content/policies.ts'
import { paths } from '../../src/lib/paths.ts'

export function policyDocuments(): SearchDocument[] {
  return [
    {
      id: 'page:/policy',
      title: policiesMeta.title,
      description: policiesMeta.description,
      body: policies.map((p) => p.title).join('. '),
      category: 'Policies',
      url: paths.policy.getHref(),
      keywords: ['policy', 'policies', 'policy library'],
    },
    ...policies.map((policy) => ({
      id: `policy:${paths.policy.getHref(policy.title)}`,
      title: `${policy.title} Policy`,
      description: policy.description,
      body: [...policy.features, ...policy.implementation, ...policy.benefits].join(' '),
      category: 'Policies',
      url: paths.policy.getHref(policy.title),
      keywords: [
        'policy',
        ...policy.title.split('/'),
        ...controlMappingKeywords('policy', policy.title),
      ],
    })),
  ]
}
