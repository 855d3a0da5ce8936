// Search relevance benchmark: success@1, success@3, MRR and the zero-result rate of the
// embedded engine over the relevance set, per kind of query, with each matching strategy
// (the engine uses MATCHING_STRATEGY; the other is shown for comparison).
import { seededSiteDocuments } from '../../seed/search-documents.ts'
import { createEmbeddedSearcher, MATCHING_STRATEGY } from '../../server/search/embedded.ts'
import type { MatchingStrategy } from '../../server/search/query-eval.ts'
import { measureRelevance, type RelevanceFigures } from '../../server/search/relevance-metrics.ts'
import { relevanceSet } from '../../server/search/relevance-set.ts'
import type { BenchReport } from './types.ts'

const figures = (f: RelevanceFigures) =>
  `success@1 ${f.successAt1.toFixed(2)}, success@3 ${f.successAt3.toFixed(2)}, MRR ${f.mrr.toFixed(2)}, zero results ${f.zeroResultRate.toFixed(2)} (${f.queries} queries)`

export async function run(): Promise<BenchReport> {
  const documents = seededSiteDocuments()
  const measure = (strategy: MatchingStrategy) => {
    const search = createEmbeddedSearcher(documents, strategy)
    return measureRelevance(relevanceSet, async (query) => search(query, 10).hits)
  }
  const used = await measure(MATCHING_STRATEGY)
  const other = await measure(MATCHING_STRATEGY === 'frequency' ? 'last' : 'frequency')
  const { overall, byKind } = used
  return {
    title: `Search relevance (embedded engine, matchingStrategy ${MATCHING_STRATEGY})`,
    lines: [
      `overall: ${figures(overall)}`,
      ...Object.entries(byKind).map(([kind, f]) => `  ${kind}: ${figures(f)}`),
      `with matchingStrategy ${MATCHING_STRATEGY === 'frequency' ? 'last' : 'frequency'}: ${figures(other.overall)}; questions ${figures(other.byKind.question)}`,
    ],
    targets: [
      {
        label: `success@1 ≥ 0.90 overall (${overall.successAt1.toFixed(2)})`,
        met: overall.successAt1 >= 0.9,
      },
      {
        label: `success@3 ≥ 0.97 overall (${overall.successAt3.toFixed(2)})`,
        met: overall.successAt3 >= 0.97,
      },
      {
        label: `questions success@3 ≥ 0.90 (${byKind.question.successAt3.toFixed(2)})`,
        met: byKind.question.successAt3 >= 0.9,
      },
      {
        label: `questions zero-result rate 0 (${byKind.question.zeroResultRate.toFixed(2)})`,
        met: byKind.question.zeroResultRate === 0,
      },
    ],
  }
}
