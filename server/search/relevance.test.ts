// Relevance on the real corpus, on every engine: success@1, success@3, MRR and the zero-result
// rate, overall and per kind of query, on the relevance set (the one ranking is tuned against),
// the validation set (written apart; only its misses' general causes were fixed), the fresh set
// (written blind, measured as written) and the thirty-four blind sets (each written by people who
// had seen neither the engine nor the other sets nor the thesaurus), must stay at or above the
// floors below, set just under the figures measured when they were last raised (`npm run bench
// search-relevance` prints the current ones).
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { seededSiteDocuments } from '../../seed/site-documents.ts'
import { measureRelevance, type RelevanceReport } from './relevance-metrics.ts'
import { relevanceSet, type RelevanceKind } from './relevance-set.ts'
import { relevanceSets, type RelevanceSetName } from './relevance-sets.ts'
import { testEngines } from './test-engines.ts'
import type { SearchIndex } from './types.ts'

type Floors = Record<RelevanceKind | 'overall', [number, number, number]>

/** Floors: [success@1, success@3, MRR]; the zero-result rate must stay 0. */
const EMBEDDED_FLOORS: Record<RelevanceSetName, Floors> = {
  'relevance set': {
    overall: [0.93, 0.97, 0.95],
    question: [0.83, 0.93, 0.88],
    keyword: [0.98, 0.99, 0.99],
    typo: [0.99, 0.99, 0.99],
    synonym: [0.98, 0.99, 0.98],
  },
  'validation set': {
    overall: [0.8, 0.93, 0.86],
    question: [0.79, 0.9, 0.83],
    keyword: [0.66, 0.99, 0.8],
    typo: [0.9, 0.9, 0.92],
    synonym: [0.91, 0.99, 0.94],
  },
  'fresh set': {
    overall: [0.82, 0.95, 0.88],
    question: [0.83, 0.95, 0.89],
    keyword: [0.83, 0.99, 0.9],
    typo: [0.81, 0.99, 0.87],
    synonym: [0.76, 0.92, 0.84],
  },
  'blind set': {
    overall: [0.86, 0.94, 0.9],
    question: [0.74, 0.88, 0.8],
    keyword: [0.95, 0.99, 0.97],
    typo: [0.92, 0.99, 0.96],
    synonym: [0.92, 0.99, 0.94],
  },
  'second blind set': {
    overall: [0.86, 0.94, 0.9],
    question: [0.79, 0.9, 0.85],
    keyword: [0.96, 0.99, 0.98],
    typo: [0.9, 0.99, 0.95],
    synonym: [0.87, 0.93, 0.9],
  },
  'third blind set': {
    overall: [0.88, 0.95, 0.92],
    question: [0.83, 0.9, 0.87],
    keyword: [0.94, 0.99, 0.97],
    typo: [0.93, 0.99, 0.96],
    synonym: [0.91, 0.99, 0.94],
  },
  'fourth blind set': {
    overall: [0.82, 0.92, 0.87],
    question: [0.75, 0.89, 0.81],
    keyword: [0.87, 0.99, 0.93],
    typo: [0.99, 0.99, 0.99],
    synonym: [0.99, 0.99, 0.99],
  },
  'fifth blind set': {
    overall: [0.58, 0.78, 0.67],
    question: [0.54, 0.77, 0.64],
    keyword: [0.79, 0.93, 0.86],
    typo: [0.83, 0.99, 0.91],
    synonym: [0.52, 0.61, 0.59],
  },
  'sixth blind set': {
    overall: [0.8, 0.93, 0.85],
    question: [0.75, 0.9, 0.81],
    keyword: [0.95, 0.99, 0.97],
    typo: [0.99, 0.99, 0.99],
    synonym: [0.76, 0.95, 0.86],
  },
  'seventh blind set': {
    overall: [0.76, 0.92, 0.82],
    question: [0.69, 0.91, 0.77],
    keyword: [0.94, 0.97, 0.95],
    typo: [0.89, 0.96, 0.93],
    synonym: [0.55, 0.77, 0.67],
  },
  'eighth blind set': {
    overall: [0.73, 0.89, 0.81],
    question: [0.77, 0.92, 0.85],
    keyword: [0.77, 0.96, 0.87],
    typo: [0.78, 0.92, 0.85],
    synonym: [0.6, 0.74, 0.7],
  },
  'ninth blind set': {
    overall: [0.62, 0.82, 0.73],
    question: [0.51, 0.76, 0.65],
    keyword: [0.79, 0.87, 0.84],
    typo: [0.75, 0.87, 0.81],
    synonym: [0.78, 0.92, 0.84],
  },
  'tenth blind set': {
    overall: [0.82, 0.93, 0.87],
    question: [0.63, 0.8, 0.72],
    keyword: [0.95, 0.99, 0.97],
    typo: [0.99, 0.99, 0.99],
    synonym: [0.76, 0.95, 0.85],
  },
  'eleventh blind set': {
    overall: [0.82, 0.93, 0.88],
    question: [0.73, 0.91, 0.83],
    keyword: [0.93, 0.99, 0.96],
    typo: [0.9, 0.96, 0.93],
    synonym: [0.75, 0.88, 0.83],
  },
  'twelfth blind set': {
    overall: [0.81, 0.89, 0.86],
    question: [0.82, 0.89, 0.87],
    keyword: [0.9, 0.96, 0.93],
    typo: [0.9, 0.93, 0.93],
    synonym: [0.67, 0.8, 0.75],
  },
  'thirteenth blind set': {
    overall: [0.84, 0.95, 0.9],
    question: [0.94, 0.99, 0.96],
    keyword: [0.87, 0.96, 0.92],
    typo: [0.91, 0.99, 0.95],
    synonym: [0.66, 0.87, 0.76],
  },
  'fourteenth blind set': {
    overall: [0.68, 0.84, 0.77],
    question: [0.67, 0.8, 0.74],
    keyword: [0.71, 0.89, 0.82],
    typo: [0.82, 0.92, 0.87],
    synonym: [0.52, 0.76, 0.65],
  },
  'fifteenth blind set': {
    overall: [0.82, 0.88, 0.86],
    question: [0.86, 0.91, 0.9],
    keyword: [0.79, 0.93, 0.85],
    typo: [0.9, 0.96, 0.93],
    synonym: [0.75, 0.75, 0.79],
  },
  'sixteenth blind set': {
    overall: [0.78, 0.9, 0.84],
    question: [0.86, 0.94, 0.9],
    keyword: [0.86, 0.97, 0.92],
    typo: [0.81, 0.89, 0.85],
    synonym: [0.58, 0.79, 0.69],
  },
  'seventeenth blind set': {
    overall: [0.89, 0.97, 0.93],
    question: [0.86, 0.96, 0.92],
    keyword: [0.93, 0.99, 0.95],
    typo: [0.99, 0.99, 0.99],
    synonym: [0.8, 0.92, 0.87],
  },
  'eighteenth blind set': {
    overall: [0.85, 0.94, 0.89],
    question: [0.8, 0.93, 0.86],
    keyword: [0.99, 0.99, 0.99],
    typo: [0.86, 0.99, 0.92],
    synonym: [0.76, 0.87, 0.83],
  },
  'nineteenth blind set': {
    overall: [0.81, 0.95, 0.89],
    question: [0.85, 0.97, 0.91],
    keyword: [0.84, 0.93, 0.9],
    typo: [0.79, 0.94, 0.87],
    synonym: [0.69, 0.94, 0.82],
  },
  'twentieth blind set': {
    overall: [0.88, 0.95, 0.91],
    question: [0.88, 0.94, 0.91],
    keyword: [0.99, 0.99, 0.99],
    typo: [0.89, 0.99, 0.94],
    synonym: [0.74, 0.89, 0.8],
  },
  'twenty-first blind set': {
    overall: [0.8, 0.92, 0.86],
    question: [0.79, 0.93, 0.85],
    keyword: [0.91, 0.95, 0.93],
    typo: [0.91, 0.95, 0.92],
    synonym: [0.57, 0.86, 0.71],
  },
  'twenty-second blind set': {
    overall: [0.87, 0.9, 0.89],
    question: [0.86, 0.9, 0.89],
    keyword: [0.9, 0.9, 0.91],
    typo: [0.99, 0.99, 0.99],
    synonym: [0.72, 0.77, 0.76],
  },
  'twenty-third blind set': {
    overall: [0.85, 0.94, 0.89],
    question: [0.9, 0.96, 0.93],
    keyword: [0.99, 0.99, 0.99],
    typo: [0.87, 0.99, 0.92],
    synonym: [0.63, 0.82, 0.73],
  },
  'twenty-fourth blind set': {
    overall: [0.88, 0.94, 0.91],
    question: [0.89, 0.93, 0.91],
    keyword: [0.99, 0.99, 0.99],
    typo: [0.84, 0.99, 0.9],
    synonym: [0.77, 0.88, 0.82],
  },
  'twenty-fifth blind set': {
    overall: [0.75, 0.91, 0.83],
    question: [0.74, 0.92, 0.82],
    keyword: [0.78, 0.82, 0.82],
    typo: [0.99, 0.99, 0.99],
    synonym: [0.57, 0.9, 0.76],
  },
  'twenty-sixth blind set': {
    overall: [0.87, 0.95, 0.91],
    question: [0.93, 0.99, 0.95],
    keyword: [0.95, 0.97, 0.96],
    typo: [0.99, 0.99, 0.99],
    synonym: [0.62, 0.89, 0.75],
  },
  'twenty-seventh blind set': {
    overall: [0.8, 0.95, 0.88],
    question: [0.81, 0.97, 0.89],
    keyword: [0.91, 0.99, 0.95],
    typo: [0.87, 0.99, 0.93],
    synonym: [0.67, 0.87, 0.78],
  },
  'twenty-eighth blind set': {
    overall: [0.76, 0.9, 0.83],
    question: [0.72, 0.89, 0.8],
    keyword: [0.7, 0.89, 0.79],
    typo: [0.94, 0.99, 0.96],
    synonym: [0.77, 0.85, 0.81],
  },
  'twenty-ninth blind set': {
    overall: [0.83, 0.9, 0.86],
    question: [0.82, 0.9, 0.87],
    keyword: [0.93, 0.99, 0.95],
    typo: [0.94, 0.99, 0.96],
    synonym: [0.65, 0.78, 0.71],
  },
  'thirtieth blind set': {
    overall: [0.86, 0.95, 0.9],
    question: [0.85, 0.93, 0.9],
    keyword: [0.75, 0.99, 0.84],
    typo: [0.91, 0.99, 0.95],
    synonym: [0.92, 0.99, 0.95],
  },
  'thirty-first blind set': {
    overall: [0.69, 0.83, 0.77],
    question: [0.68, 0.79, 0.74],
    keyword: [0.79, 0.95, 0.86],
    typo: [0.87, 0.95, 0.9],
    synonym: [0.52, 0.75, 0.65],
  },
  'thirty-second blind set': {
    overall: [0.77, 0.89, 0.84],
    question: [0.76, 0.82, 0.8],
    keyword: [0.82, 0.99, 0.9],
    typo: [0.8, 0.95, 0.88],
    synonym: [0.72, 0.86, 0.79],
  },
  'thirty-third blind set': {
    overall: [0.9, 0.94, 0.92],
    question: [0.91, 0.94, 0.93],
    keyword: [0.9, 0.96, 0.94],
    typo: [0.96, 0.99, 0.97],
    synonym: [0.81, 0.89, 0.86],
  },
  'thirty-fourth blind set': {
    overall: [0.85, 0.93, 0.89],
    question: [0.83, 0.92, 0.88],
    keyword: [0.89, 0.99, 0.92],
    typo: [0.99, 0.99, 0.99],
    synonym: [0.82, 0.9, 0.87],
  },
}

/**
 * Meilisearch's floors, measured against Meilisearch 1.21: its words rule counts words without
 * weighing their attribute or rarity, and the adapter's relaxed searches make up only part of
 * what its `frequency` strategy loses by never dropping a query's rarest word, so questions fare
 * worse there (docs/search.md, "Where the engines differ"). The blind set's typo
 * query "GPDR" finds nothing (the four-letter swap is the embedded engine's), nor does the fifth
 * blind set's "can I promote our company's product in the community forum" (its rarest word,
 * "promote", is in no document, one has "promotion", and Meilisearch does not stem; the
 * `frequency` strategy never drops the rarest word): their zero-result rates are allowed. The
 * served search answers both with the embedded engine.
 */
const MEILISEARCH_FLOORS: Record<RelevanceSetName, Floors> = {
  'relevance set': {
    overall: [0.85, 0.91, 0.88],
    question: [0.69, 0.77, 0.75],
    keyword: [0.99, 0.99, 0.99],
    typo: [0.92, 0.99, 0.94],
    synonym: [0.86, 0.96, 0.9],
  },
  'validation set': {
    overall: [0.69, 0.79, 0.76],
    question: [0.7, 0.79, 0.76],
    keyword: [0.75, 0.83, 0.82],
    typo: [0.7, 0.8, 0.77],
    synonym: [0.58, 0.75, 0.68],
  },
  'fresh set': {
    overall: [0.68, 0.85, 0.76],
    question: [0.69, 0.81, 0.75],
    keyword: [0.66, 0.99, 0.81],
    typo: [0.72, 0.9, 0.82],
    synonym: [0.61, 0.84, 0.73],
  },
  'blind set': {
    overall: [0.75, 0.84, 0.8],
    question: [0.68, 0.8, 0.73],
    keyword: [0.95, 0.99, 0.97],
    typo: [0.84, 0.84, 0.85],
    synonym: [0.5, 0.71, 0.64],
  },
  'second blind set': {
    overall: [0.73, 0.84, 0.79],
    question: [0.56, 0.73, 0.64],
    keyword: [0.96, 0.99, 0.98],
    typo: [0.9, 0.99, 0.95],
    synonym: [0.75, 0.81, 0.79],
  },
  'third blind set': {
    overall: [0.64, 0.77, 0.72],
    question: [0.49, 0.61, 0.56],
    keyword: [0.87, 0.94, 0.92],
    typo: [0.9, 0.96, 0.93],
    synonym: [0.52, 0.82, 0.67],
  },
  'fourth blind set': {
    overall: [0.65, 0.74, 0.71],
    question: [0.55, 0.64, 0.61],
    keyword: [0.99, 0.99, 0.99],
    typo: [0.78, 0.92, 0.86],
    synonym: [0.75, 0.87, 0.82],
  },
  'fifth blind set': {
    overall: [0.41, 0.5, 0.48],
    question: [0.34, 0.44, 0.4],
    keyword: [0.79, 0.86, 0.83],
    typo: [0.74, 0.83, 0.82],
    synonym: [0.28, 0.33, 0.33],
  },
  'sixth blind set': {
    overall: [0.65, 0.76, 0.72],
    question: [0.58, 0.69, 0.65],
    keyword: [0.91, 0.99, 0.95],
    typo: [0.84, 0.89, 0.87],
    synonym: [0.66, 0.85, 0.75],
  },
  'seventh blind set': {
    overall: [0.7, 0.82, 0.77],
    question: [0.57, 0.75, 0.66],
    keyword: [0.87, 0.94, 0.91],
    typo: [0.91, 0.96, 0.93],
    synonym: [0.5, 0.68, 0.6],
  },
  // The eighth to thirty-fourth sets, not yet measured on Meilisearch: provisional, about 0.15
  // under the embedded engine's figures (the gap the seventh set showed, widened); replace with
  // measured floors when one is at hand.
  'eighth blind set': {
    overall: [0.58, 0.72, 0.65],
    question: [0.6, 0.75, 0.67],
    keyword: [0.62, 0.82, 0.72],
    typo: [0.62, 0.78, 0.7],
    synonym: [0.45, 0.6, 0.55],
  },
  'ninth blind set': {
    overall: [0.48, 0.67, 0.59],
    question: [0.37, 0.62, 0.5],
    keyword: [0.64, 0.72, 0.69],
    typo: [0.6, 0.72, 0.66],
    synonym: [0.63, 0.77, 0.69],
  },
  'tenth blind set': {
    overall: [0.67, 0.78, 0.72],
    question: [0.48, 0.65, 0.57],
    keyword: [0.8, 0.84, 0.82],
    typo: [0.84, 0.84, 0.84],
    synonym: [0.61, 0.8, 0.7],
  },
  'eleventh blind set': {
    overall: [0.67, 0.78, 0.73],
    question: [0.58, 0.77, 0.68],
    keyword: [0.78, 0.84, 0.81],
    typo: [0.75, 0.81, 0.78],
    synonym: [0.6, 0.73, 0.68],
  },
  'twelfth blind set': {
    overall: [0.66, 0.74, 0.71],
    question: [0.67, 0.74, 0.72],
    keyword: [0.75, 0.81, 0.78],
    typo: [0.75, 0.78, 0.78],
    synonym: [0.52, 0.65, 0.6],
  },
  'thirteenth blind set': {
    overall: [0.69, 0.8, 0.75],
    question: [0.79, 0.84, 0.81],
    keyword: [0.72, 0.81, 0.77],
    typo: [0.76, 0.84, 0.8],
    synonym: [0.51, 0.72, 0.61],
  },
  'fourteenth blind set': {
    overall: [0.53, 0.69, 0.62],
    question: [0.52, 0.65, 0.59],
    keyword: [0.56, 0.74, 0.67],
    typo: [0.67, 0.77, 0.72],
    synonym: [0.37, 0.61, 0.5],
  },
  'fifteenth blind set': {
    overall: [0.67, 0.74, 0.72],
    question: [0.71, 0.79, 0.75],
    keyword: [0.64, 0.78, 0.7],
    typo: [0.75, 0.81, 0.78],
    synonym: [0.6, 0.6, 0.64],
  },
  'sixteenth blind set': {
    overall: [0.63, 0.75, 0.69],
    question: [0.71, 0.79, 0.75],
    keyword: [0.71, 0.82, 0.77],
    typo: [0.66, 0.74, 0.7],
    synonym: [0.43, 0.64, 0.54],
  },
  'seventeenth blind set': {
    overall: [0.74, 0.82, 0.78],
    question: [0.71, 0.81, 0.77],
    keyword: [0.78, 0.84, 0.8],
    typo: [0.84, 0.84, 0.84],
    synonym: [0.65, 0.77, 0.72],
  },
  'eighteenth blind set': {
    overall: [0.7, 0.79, 0.75],
    question: [0.65, 0.78, 0.71],
    keyword: [0.84, 0.84, 0.84],
    typo: [0.71, 0.84, 0.77],
    synonym: [0.61, 0.72, 0.68],
  },
  'nineteenth blind set': {
    overall: [0.67, 0.81, 0.75],
    question: [0.71, 0.83, 0.77],
    keyword: [0.7, 0.79, 0.76],
    typo: [0.65, 0.8, 0.73],
    synonym: [0.55, 0.8, 0.68],
  },
  'twentieth blind set': {
    overall: [0.74, 0.81, 0.77],
    question: [0.74, 0.8, 0.77],
    keyword: [0.84, 0.84, 0.84],
    typo: [0.75, 0.84, 0.8],
    synonym: [0.6, 0.75, 0.66],
  },
  'twenty-first blind set': {
    overall: [0.66, 0.78, 0.72],
    question: [0.65, 0.79, 0.71],
    keyword: [0.77, 0.81, 0.79],
    typo: [0.77, 0.81, 0.78],
    synonym: [0.43, 0.72, 0.57],
  },
  'twenty-second blind set': {
    overall: [0.73, 0.76, 0.75],
    question: [0.72, 0.76, 0.75],
    keyword: [0.76, 0.76, 0.77],
    typo: [0.84, 0.84, 0.84],
    synonym: [0.58, 0.63, 0.62],
  },
  'twenty-third blind set': {
    overall: [0.71, 0.8, 0.75],
    question: [0.76, 0.82, 0.79],
    keyword: [0.84, 0.84, 0.84],
    typo: [0.73, 0.84, 0.78],
    synonym: [0.49, 0.68, 0.59],
  },
  'twenty-fourth blind set': {
    overall: [0.74, 0.8, 0.77],
    question: [0.75, 0.79, 0.77],
    keyword: [0.84, 0.84, 0.84],
    typo: [0.7, 0.84, 0.76],
    synonym: [0.63, 0.74, 0.68],
  },
  'twenty-fifth blind set': {
    overall: [0.61, 0.77, 0.69],
    question: [0.6, 0.78, 0.68],
    keyword: [0.64, 0.68, 0.68],
    typo: [0.84, 0.84, 0.84],
    synonym: [0.43, 0.76, 0.62],
  },
  'twenty-sixth blind set': {
    overall: [0.73, 0.81, 0.77],
    question: [0.79, 0.84, 0.81],
    keyword: [0.81, 0.83, 0.82],
    typo: [0.84, 0.84, 0.84],
    synonym: [0.48, 0.75, 0.61],
  },
  'twenty-seventh blind set': {
    overall: [0.66, 0.81, 0.74],
    question: [0.67, 0.83, 0.75],
    keyword: [0.77, 0.84, 0.81],
    typo: [0.73, 0.84, 0.79],
    synonym: [0.53, 0.73, 0.64],
  },
  'twenty-eighth blind set': {
    overall: [0.62, 0.76, 0.69],
    question: [0.58, 0.75, 0.66],
    keyword: [0.56, 0.75, 0.65],
    typo: [0.8, 0.84, 0.82],
    synonym: [0.63, 0.71, 0.67],
  },
  'twenty-ninth blind set': {
    overall: [0.69, 0.76, 0.72],
    question: [0.68, 0.76, 0.73],
    keyword: [0.79, 0.84, 0.81],
    typo: [0.8, 0.84, 0.82],
    synonym: [0.51, 0.64, 0.57],
  },
  'thirtieth blind set': {
    overall: [0.72, 0.81, 0.76],
    question: [0.71, 0.79, 0.76],
    keyword: [0.61, 0.84, 0.7],
    typo: [0.77, 0.84, 0.81],
    synonym: [0.78, 0.84, 0.81],
  },
  'thirty-first blind set': {
    overall: [0.55, 0.69, 0.62],
    question: [0.54, 0.65, 0.6],
    keyword: [0.65, 0.81, 0.72],
    typo: [0.73, 0.81, 0.76],
    synonym: [0.38, 0.61, 0.51],
  },
  'thirty-second blind set': {
    overall: [0.62, 0.74, 0.69],
    question: [0.61, 0.67, 0.65],
    keyword: [0.67, 0.84, 0.75],
    typo: [0.65, 0.8, 0.73],
    synonym: [0.57, 0.71, 0.64],
  },
  'thirty-third blind set': {
    overall: [0.75, 0.79, 0.77],
    question: [0.76, 0.79, 0.78],
    keyword: [0.75, 0.81, 0.79],
    typo: [0.81, 0.84, 0.82],
    synonym: [0.66, 0.74, 0.71],
  },
  'thirty-fourth blind set': {
    overall: [0.7, 0.78, 0.74],
    question: [0.68, 0.77, 0.73],
    keyword: [0.74, 0.84, 0.77],
    typo: [0.84, 0.84, 0.84],
    synonym: [0.67, 0.75, 0.72],
  },
}

/** Queries answered with nothing that an engine is allowed, per set (none, unless listed). */
const ALLOWED_ZERO_RESULTS: Partial<Record<string, number>> = {
  'meilisearch blind set': 1,
  'meilisearch fifth blind set': 1,
}

// The worker thread runs the same embedded engine: threaded.test.ts shows it answers the same.
const rankingEngines = testEngines().filter((engine) => engine.name !== 'embedded, worker thread')

describe.each(rankingEngines)('relevance on the real corpus: $name', (engine) => {
  const floorsOf = engine.name === 'meilisearch' ? MEILISEARCH_FLOORS : EMBEDDED_FLOORS
  const SETS = relevanceSets.map((set) => ({ ...set, floors: floorsOf[set.name] }))
  let index: SearchIndex
  let dispose: () => Promise<void>
  const reports = new Map<string, RelevanceReport>()
  beforeAll(async () => {
    ;({ index, dispose } = await engine.open())
    await index.replaceAll(seededSiteDocuments())
    for (const { name, cases } of SETS) {
      const report = await measureRelevance(
        cases,
        async (query) => (await index.search(query, { limit: 10 })).hits,
      )
      reports.set(name, report)
      if (report.misses.length > 0) {
        console.warn(
          `[relevance] ${engine.name}, ${name}, misses:\n  ${report.misses.join('\n  ')}`,
        )
      }
    }
  })
  afterAll(async () => dispose())

  it.each(SETS)('$name: enough queries of each kind, each expecting real urls', ({ cases }) => {
    expect(cases.length).toBeGreaterThanOrEqual(cases === relevanceSet ? 150 : 60)
    for (const kind of ['question', 'keyword', 'typo', 'synonym'] as const) {
      expect(cases.filter((c) => c.kind === kind).length).toBeGreaterThanOrEqual(10)
    }
    const urls = new Set(seededSiteDocuments().map((doc) => doc.url))
    const pages = new Set([...urls].map((url) => url.split('#')[0]))
    for (const { query, expected } of cases) {
      for (const url of expected) {
        expect(url.includes('#') ? urls.has(url) : pages.has(url), `${query}: ${url}`).toBe(true)
      }
    }
  })

  it('no two sets share a query', () => {
    const seen = new Set<string>()
    for (const { cases } of SETS) {
      const queries = cases.map((c) => c.query.toLowerCase())
      expect(queries.filter((query) => seen.has(query))).toEqual([])
      for (const query of queries) seen.add(query)
    }
  })

  it.each(
    SETS.flatMap(({ name, floors }) =>
      Object.entries(floors).map(([kind, floor]) => ({ name, kind, floor })),
    ),
  )('$name, $kind: stays above its floors', ({ name, kind, floor: [at1, at3, mrr] }) => {
    const report = reports.get(name)!
    const figures = kind === 'overall' ? report.overall : report.byKind[kind as RelevanceKind]
    expect(figures.successAt1).toBeGreaterThanOrEqual(at1)
    expect(figures.successAt3).toBeGreaterThanOrEqual(at3)
    expect(figures.mrr).toBeGreaterThanOrEqual(mrr)
    const allowed = ALLOWED_ZERO_RESULTS[`${engine.name} ${name}`] ?? 0
    expect(figures.zeroResultRate * figures.queries).toBeLessThanOrEqual(allowed)
  })
})
