// Search documents for the implementation roadmap: the page and one document per phase.
import { PRIORITY, type SearchDocument } from '../../search/types.ts'
import {
  roadmapMeta,
  roadmapPhases,
  roadmapPhilosophy,
  roadmapTotals,
  strategicDeliverables,
} from '../../../src/content/roadmap.ts'
import { anchorOf } from '../../../src/lib/anchor.ts'
import { paths } from '../../../src/lib/paths.ts'

export function roadmapDocuments(): SearchDocument[] {
  const url = paths.implementationRoadmap.getHref()
  return [
    {
      id: 'page:/implementation-roadmap',
      title: roadmapMeta.title,
      description: roadmapMeta.description,
      body: [
        ...roadmapPhilosophy.paragraphs,
        ...strategicDeliverables.map((d) => `${d.title}: ${d.description}`),
        roadmapTotals.summary,
      ].join(' '),
      category: 'Implementation Roadmap',
      url,
      keywords: ['roadmap', 'implementation', 'phases'],
      priority: PRIORITY.content,
    },
    // A phase's duration is a badge beside its heading, not part of it: in the title, a query
    // that mentions weeks for any reason ("new starters wait a week") would match every phase's
    // title, the attribute that weighs most.
    ...roadmapPhases.map((phase) => ({
      id: `roadmap-phase:${phase.number}`,
      title: `Phase ${phase.number}: ${phase.phase}`,
      description: `${phase.duration}. ${phase.description}`,
      body: [...phase.deliverables, ...phase.stakeholders, ...phase.tools].join(', '),
      category: 'Implementation Roadmap',
      url: `${url}#${anchorOf(phase.phase)}`,
      pageTitle: roadmapMeta.title,
      keywords: ['roadmap', 'phase', phase.phase],
      priority: PRIORITY.content,
    })),
  ]
}
