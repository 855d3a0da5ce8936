// Search relevance benchmark: success@1, success@3, MRR and the zero-result rate of the
// embedded engine per kind of query, on the relevance set (tuned against), the validation set
// (written apart; its misses have guided general changes), the fresh set (written blind and
// measured as written) and the blind set (written without sight of the engine, the other sets or
// the thesaurus), with each matching strategy (the engine uses MATCHING_STRATEGY; the other
// is shown for comparison). The targets apply to the relevance set.
// SEARCH_RELEVANCE_MISSES=1 lists each query whose answer is not in the first three hits, with
// what came instead. With TEST_MEILI_URL (and TEST_MEILI_MASTER_KEY) set, the same sets are
// measured on Meilisearch too, in an index of their own that is deleted afterwards.
import { seededSiteDocuments } from '../../seed/site-documents.ts'
import { createEmbeddedSearcher, MATCHING_STRATEGY } from '../../server/search/embedded.ts'
import type { MatchingStrategy } from '../../server/search/query-eval.ts'
import {
  measureRelevance,
  type RelevanceFigures,
  type RelevanceReport,
} from '../../server/search/relevance-metrics.ts'
import type { RelevanceCase } from '../../server/search/relevance-set.ts'
import { relevanceSets } from '../../server/search/relevance-sets.ts'
import type { BenchReport } from './types.ts'
import { testEngines } from '../../server/search/test-engines.ts'
import type { SearchDocument } from '../../server/search/types.ts'

const figures = (f: RelevanceFigures) =>
  `success@1 ${f.successAt1.toFixed(2)}, success@3 ${f.successAt3.toFixed(2)}, MRR ${f.mrr.toFixed(2)}, zero results ${f.zeroResultRate.toFixed(2)} (${f.queries} queries)`

const table = (name: string, report: RelevanceReport) => [
  `${name}: ${figures(report.overall)}`,
  ...Object.entries(report.byKind).map(([kind, f]) => `  ${kind}: ${figures(f)}`),
]

/** Every set measured on Meilisearch, or a line saying it was not. */
async function meilisearchLines(documents: SearchDocument[]): Promise<string[]> {
  const meilisearch = process.env.TEST_MEILI_URL
    ? testEngines().find((engine) => engine.name === 'meilisearch')
    : undefined
  if (!meilisearch)
    return ['Meilisearch: not measured (set TEST_MEILI_URL to a running Meilisearch)']
  const { index, dispose } = await meilisearch.open()
  try {
    await index.replaceAll(documents)
    const lines = [
      `Meilisearch at ${process.env.TEST_MEILI_URL}, matchingStrategy ${MATCHING_STRATEGY}:`,
    ]
    for (const { name, cases } of relevanceSets) {
      const report = await measureRelevance(
        cases,
        async (query) => (await index.search(query, { limit: 10 })).hits,
      )
      lines.push(...table(`  ${name}`, report))
    }
    return lines
  } finally {
    await dispose()
  }
}

export async function run(): Promise<BenchReport> {
  const documents = seededSiteDocuments()
  const searchers = new Map<MatchingStrategy, ReturnType<typeof createEmbeddedSearcher>>()
  const measure = (cases: readonly RelevanceCase[], strategy: MatchingStrategy) => {
    if (!searchers.has(strategy))
      searchers.set(strategy, createEmbeddedSearcher(documents, strategy))
    const search = searchers.get(strategy)!
    return measureRelevance(cases, async (query) => search(query, 10).hits)
  }
  const other: MatchingStrategy = MATCHING_STRATEGY === 'frequency' ? 'last' : 'frequency'
  const reports = await Promise.all(
    relevanceSets.map(async ({ name, cases }) => ({
      name,
      used: await measure(cases, MATCHING_STRATEGY),
      other: await measure(cases, other),
    })),
  )
  const { overall, byKind } = reports[0]!.used
  const misses =
    process.env.SEARCH_RELEVANCE_MISSES === '1'
      ? reports.flatMap(({ name, used }) => used.misses.map((miss) => `miss (${name}): ${miss}`))
      : []
  return {
    title: `Search relevance (embedded engine, matchingStrategy ${MATCHING_STRATEGY})`,
    lines: [
      ...reports.flatMap(({ name, used }) => table(name, used)),
      ...reports.map(
        ({ name, other: report }) =>
          `with matchingStrategy ${other}: ${name} ${figures(report.overall)}; questions ${figures(report.byKind.question)}`,
      ),
      ...misses,
      ...(await meilisearchLines(documents)),
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
