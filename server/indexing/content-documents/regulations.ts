// Search documents for Law & Regulations: the page and one document per regime.
import { PRIORITY, type SearchDocument } from '../../search/types.ts'
import {
  allRegulations,
  complianceAreas,
  lawRegulationsMeta,
} from '../../../src/content/law-regulations.ts'
import { anchorOf } from '../../../src/lib/anchor.ts'
import { paths } from '../../../src/lib/paths.ts'

export function regulationDocuments(): SearchDocument[] {
  const url = paths.lawRegulations.getHref()
  return [
    {
      id: 'page:/law-regulations',
      title: lawRegulationsMeta.title,
      description: lawRegulationsMeta.description,
      body: complianceAreas.map((a) => `${a.title}: ${a.description}`).join(' '),
      category: 'Law & Regulations',
      url,
      keywords: ['compliance', 'regulation', 'law'],
      priority: PRIORITY.content,
    },
    ...allRegulations().map((regulation) => ({
      id: `regulation:${regulation.name.toLowerCase().replace(/\s+/g, '-')}`,
      title: regulation.name,
      description: regulation.description,
      body: [
        `Scope: ${regulation.scope}`,
        `Impact: ${regulation.impact}`,
        ...regulation.requirements,
      ].join(' '),
      category: 'Law & Regulations',
      url: `${url}#${anchorOf(regulation.name)}`,
      pageTitle: lawRegulationsMeta.title,
      keywords: ['compliance', 'regulation', regulation.name],
      priority: PRIORITY.content,
    })),
  ]
}
