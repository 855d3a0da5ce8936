// Search documents for the maturity assessment: the five levels together (the Framework tab's
// "Maturity levels") and each on its own, the recommendation bands, and one document per cell
// (layer × area) listing its components. Levels and cells link to the cards the page renders
// for them (levelAnchor, cellAnchor); the page opens the tab that shows them. The page itself
// comes from src/content/pages.ts via pageDocuments().
import { PRIORITY, type SearchDocument } from '../../search/types.ts'
import {
  cellAnchor,
  cellComponents,
  functionalAreas,
  levelAnchor,
  managementLayers,
  maturityLevels,
  maturityMeta,
  recommendationBands,
  scoringExplanation,
} from '../../../src/content/maturity.ts'
import { paths } from '../../../src/lib/paths.ts'

export function maturityDocuments(): SearchDocument[] {
  const url = paths.maturityAssessment.getHref()
  const category = 'Maturity Assessment'
  const section = { category, pageTitle: maturityMeta.title }
  return [
    {
      id: 'maturity:levels',
      title: 'Maturity levels: Initial, Developing, Defined, Managed, Optimized',
      description: 'The five maturity levels of the IPAML self-assessment and their scores.',
      body: [
        ...maturityLevels.map((l) => `Level ${l.level} ${l.name}: ${l.description} (${l.score})`),
        ...scoringExplanation,
      ].join(' '),
      url: `${url}#framework-levels`,
      keywords: ['maturity', 'levels', 'score', 'assessment'],
      priority: PRIORITY.content,
      ...section,
    },
    ...maturityLevels.map((level) => ({
      id: `maturity-level:${level.level}`,
      title: `Level ${level.level}: ${level.name}`,
      description: `${level.description}. Maturity level ${level.level} of 5, score ${level.score}.`,
      body: `Maturity level ${level.level}, ${level.name}: ${level.description}. A cell at this level scores ${level.score}%.`,
      url: `${url}#${levelAnchor(level.level)}`,
      keywords: ['maturity level', level.name],
      priority: PRIORITY.content,
      ...section,
    })),
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
        url: `${url}#${cellAnchor(`${layer.id}-${area.id}`)}`,
        keywords: ['maturity', layer.id, area.id],
        // A cell points from the assessment to an area the framework describes elsewhere; its
        // title names the assessment already, so it takes no page title to match on.
        priority: PRIORITY.overview,
        category,
      })),
    ),
  ]
}
