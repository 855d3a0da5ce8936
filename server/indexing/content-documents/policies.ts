// Search documents for the policy library: the /policy page, and each policy with its Key
// Features, Implementation Steps and Benefits as sections.
import { PRIORITY, type SearchDocument } from '../../search/types.ts'
import { controlMappingKeywords } from '../../../src/content/control-mapping-lookup.ts'
import { policies, policiesMeta } from '../../../src/content/policies.ts'
import { paths } from '../../../src/lib/paths.ts'
import { pageWithSections, standardsChoicesSection } from './sections.ts'

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
      priority: PRIORITY.overview,
    },
    ...policies.flatMap((policy) => {
      const standardsChoices = standardsChoicesSection(policy.standardsChoices)
      return pageWithSections(
        {
          id: `policy:${paths.policy.getHref(policy.title)}`,
          title: `${policy.title} Policy`,
          description: policy.description,
          body: [
            ...policy.features,
            ...policy.implementation,
            ...policy.benefits,
            ...standardsChoices.text,
          ].join(' '),
          category: 'Policies',
          url: paths.policy.getHref(policy.title),
          keywords: [
            'policy',
            ...policy.title.split('/'),
            ...policy.searchTerms,
            ...controlMappingKeywords('policy', policy.title),
          ],
          priority: PRIORITY.content,
        },
        [
          { title: 'Key Features', text: policy.features },
          { title: 'Implementation Steps', text: policy.implementation, supporting: true },
          { title: 'Benefits', text: policy.benefits, supporting: true },
          standardsChoices,
        ],
      )
    }),
  ]
}
