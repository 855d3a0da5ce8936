// Turns all site content (src/content) into search documents: one builder per content area, each
// in seed/documents/. Every url is a real page or an anchor on the home page. Forum documents
// come from the database instead (server/indexing/documents.ts).
import type { SearchDocument } from '../server/search/types.ts'
import { seedForumDocuments } from './documents/forum.ts'
import { assetManagementDocuments } from './documents/asset-management.ts'

import { introductionDocuments } from './documents/introduction.ts'
import { maturityDocuments } from './documents/maturity.ts'
import { homeDocuments } from './documents/home.ts'
import { trainingDocuments } from './documents/training.ts'
import { frameworkSectionDocuments } from './documents/framework-sections.ts'
import { pageDocuments } from './documents/pages.ts'
import { policyDocuments } from './documents/policies.ts'
import { regulationDocuments } from './documents/regulations.ts'
import { roadmapDocuments } from './documents/roadmap.ts'
import { unifiedFrameworkDocuments } from './documents/unified-framework.ts'

/** The documents built from site content (the forum's come from the database). */
export function buildSearchDocuments(): SearchDocument[] {
  return [
    ...pageDocuments(),
    ...introductionDocuments(),
    ...homeDocuments(),
    ...trainingDocuments(),
    ...policyDocuments(),
    ...assetManagementDocuments(),
    ...regulationDocuments(),
    ...unifiedFrameworkDocuments(),
    ...roadmapDocuments(),
    ...frameworkSectionDocuments(),
    ...maturityDocuments(),
  ]
}

/** Every document of a freshly seeded site, content and forum: the corpus of relevance tests. */
export function seededSiteDocuments(): SearchDocument[] {
  return [...buildSearchDocuments(), ...seedForumDocuments()]
}
