// Turns all site content (src/content) into search documents: one builder per content area, each
// in content-documents/. Every url is a real page or a section of one (`page#anchor`). Forum
// documents come from the database instead (forum-documents.ts, documents.ts).
import type { SearchDocument } from '../search/types.ts'
import { assetManagementDocuments } from './content-documents/asset-management.ts'
import { controlMappingDocuments } from './content-documents/control-mappings.ts'
import { introductionDocuments } from './content-documents/introduction.ts'
import { maturityDocuments } from './content-documents/maturity.ts'
import { homeDocuments } from './content-documents/home.ts'
import { trainingDocuments } from './content-documents/training.ts'
import { frameworkSectionDocuments } from './content-documents/framework-sections.ts'
import { pageDocuments } from './content-documents/pages.ts'
import { policyDocuments } from './content-documents/policies.ts'
import { regulationDocuments } from './content-documents/regulations.ts'
import { roadmapDocuments } from './content-documents/roadmap.ts'
import { unifiedFrameworkDocuments } from './content-documents/unified-framework.ts'

/** The documents built from site content (the forum's come from the database). */
export function contentDocuments(): SearchDocument[] {
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
    ...controlMappingDocuments(),
  ]
}
