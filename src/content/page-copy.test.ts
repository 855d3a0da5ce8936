// Every page's copy has the frame the page layout reads: a meta title and description, a
// header, and a valid way back, icon and buttons when it has them. Each page module's `…Page`.
import { describe, expect, it } from 'vitest'
import { pageFrame } from './content-schemas.ts'
import { pageEntries } from './pages.ts'
import { assetManagementServicePage, resourceTypesPage } from './asset-management.ts'
import { controlMappingsPage } from './control-mapping-crosswalk.ts'
import { bislPage } from './framework/bisl.ts'
import { ciamoPage } from './framework/ciamo.ts'
import { dataModelPage } from './framework/data-model.ts'
import { igaPage } from './framework/iga.ts'
import { integrationPage } from './framework/integration-service.ts'
import { programManagementPage } from './framework/program-management.ts'
import { roleModelPage } from './framework/role-model.ts'
import { caseBuilderPage } from './introduction/case-builder.ts'
import { consultancyPage } from './introduction/consultancy.ts'
import { coursesPage } from './introduction/courses.ts'
import { ebooksPage } from './introduction/ebooks.ts'
import { foundationPage } from './introduction/foundation.ts'
import { hubPage } from './introduction/hub.ts'
import { workshopsPage } from './introduction/workshops.ts'
import { lawRegulationsPage } from './law-regulations.ts'
import { maturityPage } from './maturity.ts'
import { policyLibraryPage } from './policies.ts'
import { roadmapPage } from './roadmap.ts'
import { trainingPage } from './training.ts'
import { unifiedFrameworkPage } from './unified-framework.ts'
import { notFoundPage, serviceUnavailablePage } from './status-pages.ts'
import {
  forumGuidelinesPage,
  forumHomePage,
  forumMembersPage,
  forumNewPostPage,
  forumTagsPage,
} from './forum.ts'
import {
  accountPage,
  emailLinkPage,
  moderationPage,
  signInPage,
  signUpPage,
} from './forum-account.ts'

const pages = {
  assetManagementServicePage,
  resourceTypesPage,
  controlMappingsPage,
  bislPage,
  ciamoPage,
  dataModelPage,
  igaPage,
  integrationPage,
  programManagementPage,
  roleModelPage,
  caseBuilderPage,
  consultancyPage,
  coursesPage,
  ebooksPage,
  foundationPage,
  hubPage,
  workshopsPage,
  lawRegulationsPage,
  maturityPage,
  policyLibraryPage,
  roadmapPage,
  trainingPage,
  unifiedFrameworkPage,
  forumHomePage,
  forumGuidelinesPage,
  forumMembersPage,
  forumTagsPage,
  forumNewPostPage,
  signUpPage,
  signInPage,
  emailLinkPage,
  accountPage,
  moderationPage,
}

describe('page copy', () => {
  it.each(Object.entries(pages))('%s has the frame of a page', (_, page) => {
    pageFrame.parse(page)
  })
  it('titles each static page once', () => {
    const paths = pageEntries.map((entry) => entry.path)
    expect(new Set(paths).size).toBe(paths.length)
  })
  it('gives the status pages a title, a message and the way home', () => {
    for (const page of [notFoundPage, serviceUnavailablePage]) {
      expect(page.title).toBe(page.meta.title)
      expect(page.link.href).toBe('/')
    }
  })
})
