// Search documents for the maturity assessment: the five levels, the recommendation bands and
// one document per cell (layer × area) listing its components. The page itself comes from
// src/content/pages.ts via pageDocuments().
import { PRIORITY, type SearchDocument } from '../../search/types.ts'
import {
  cellComponents,
  functionalAreas,
  managementLayers,
  maturityLevels,
  recommendationBands,
  scoringExplanation,
} from '../../../src/content/maturity.ts'
import { paths } from '../../../src/lib/paths.ts'

export function maturityDocuments(): SearchDocument[] {
  const url = paths.maturityAssessment.getHref()
  const category = 'Maturity Assessment'
  return [
    {
      id: 'maturity:levels',
      title: 'Maturity levels: Initial, Developing, Defined, Managed, Optimized',
      description: 'The five maturity levels of the IPAML self-assessment and their scores.',
      body: [
        ...maturityLevels.map((l) => `Level ${l.level} ${l.name}: ${l.description} (${l.score})`),
        ...scoringExplanation,
      ].join(' '),
      category,
      url,
      keywords: ['maturity', 'levels', 'score', 'assessment'],
      priority: PRIORITY.content,
    },
    {
      id: 'maturity:recommendations',
      title: 'Maturity improvement recommendations',
      description: 'What to do next for each band of the overall maturity score.',
      body: Object.values(recommendationBands)
        .map((band) => `${band.title}: ${band.guidance}`)
        .join(' '),
      category,
      url,
      keywords: ['maturity', 'recommendations', 'improvement'],
      priority: PRIORITY.content,
    },
    ...managementLayers.flatMap((layer) =>
      functionalAreas.map((area) => ({
        id: `maturity-cell:${layer.id}-${area.id}`,
        title: `${area.name} maturity (${layer.name} layer)`,
        description: `Components assessed for ${area.name} in the ${layer.name.toLowerCase()} layer (${layer.description.toLowerCase()}).`,
        body: cellComponents[`${layer.id}-${area.id}`].join(', '),
        category,
        url,
        keywords: ['maturity', layer.id, area.id],
        // A cell points from the assessment to an area the framework describes elsewhere.
        priority: PRIORITY.overview,
      })),
    ),
  ]
}
