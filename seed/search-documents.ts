// Turns all site content (src/content) into search documents: one builder per content area, each
// in seed/documents/. Every url is a real page or an anchor on the home page. Forum documents
// come from the database instead (server/indexing/documents.ts).
import type { SearchDocument } from '../server/search/types.ts'
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

export function buildSearchDocuments(): SearchDocument[] {
  return [
    ...pageDocuments(),
    // -- home, introduction, training (issue 3)
    ...introductionDocuments(),
    ...homeDocuments(),
    ...trainingDocuments(),

    // -- framework (issue 4)
    // framework-b
    ...policyDocuments(),
    ...assetManagementDocuments(),
    ...regulationDocuments(),
    ...unifiedFrameworkDocuments(),
    ...roadmapDocuments(),

    ...frameworkSectionDocuments(),

    // -- maturity assessment (issue 8)
    ...maturityDocuments(),
  ]
}
