// The one route table of the site. Each page is its own lazily loaded module; static routes
// rank above parameter routes, so dedicated pages win over the parameter pages they overlap.
import { lazy, type ComponentType, type LazyExoticComponent } from 'react'
import { Route, Routes, useLocation } from 'react-router'
import { paths } from '../lib/paths.ts'
import { AppLayout } from './layout/app-layout.tsx'
import NotFoundPage from './routes/not-found.tsx'
import ServiceUnavailablePage from './routes/service-unavailable.tsx'

interface RouteEntry {
  path: string
  Component: LazyExoticComponent<ComponentType>
}

export const routeTable: RouteEntry[] = [
  // -- home, introduction, training
  { path: paths.home.path, Component: lazy(() => import('./routes/home.tsx')) },
  // introduction: the hub also answers unknown sections; the five static pages rank above it
  {
    path: paths.introduction.path,
    Component: lazy(() => import('../features/introduction/pages/hub-page.tsx')),
  },
  {
    path: paths.introduction.courses.path,
    Component: lazy(() => import('../features/introduction/pages/courses-page.tsx')),
  },
  {
    path: paths.introduction.caseBuilder.path,
    Component: lazy(() => import('../features/introduction/pages/case-builder-page.tsx')),
  },
  {
    path: paths.introduction.consultancy.path,
    Component: lazy(() => import('../features/introduction/pages/consultancy-page.tsx')),
  },
  {
    path: paths.introduction.ebooks.path,
    Component: lazy(() => import('../features/introduction/pages/ebooks-page.tsx')),
  },
  {
    path: paths.introduction.workshops.path,
    Component: lazy(() => import('../features/introduction/pages/workshops-page.tsx')),
  },
  {
    path: paths.foundation.path,
    Component: lazy(() => import('../features/introduction/pages/foundation-page.tsx')),
  },
  {
    path: paths.training.path,
    Component: lazy(() => import('../features/training/pages/training-page.tsx')),
  },

  // -- framework
  // the framework library: policies, asset management, law & regulations, unified framework,
  // control mappings, roadmap
  { path: paths.policy.path, Component: lazy(() => import('./routes/policy.tsx')) },
  {
    path: paths.tactical.assetManagement.path,
    Component: lazy(() => import('./routes/asset-management-service.tsx')),
  },
  {
    path: paths.assetManagement.path,
    Component: lazy(() => import('./routes/asset-management.tsx')),
  },
  {
    path: paths.lawRegulations.path,
    Component: lazy(() => import('./routes/law-regulations.tsx')),
  },
  {
    path: paths.unifiedFramework.path,
    Component: lazy(() => import('./routes/unified-framework.tsx')),
  },
  {
    path: paths.controlMappings.path,
    Component: lazy(() => import('../features/control-mappings/pages/control-mappings-page.tsx')),
  },
  {
    path: paths.implementationRoadmap.path,
    Component: lazy(() => import('./routes/implementation-roadmap.tsx')),
  },
  {
    path: paths.consultancy.path,
    Component: lazy(() => import('./routes/consultancy-redirect.tsx')),
  },
  { path: paths.contact.path, Component: lazy(() => import('./routes/contact-redirect.tsx')) },

  // the framework's dedicated pages (static, so they win over the parameter routes) …
  {
    path: paths.strategic.dataModel.path,
    Component: lazy(() => import('./routes/framework/data-model.tsx')),
  },
  {
    path: paths.strategic.roleModel.path,
    Component: lazy(() => import('./routes/framework/role-model.tsx')),
  },
  { path: paths.strategic.bisl.path, Component: lazy(() => import('./routes/framework/bisl.tsx')) },
  {
    path: paths.programManagement.path,
    Component: lazy(() => import('./routes/framework/program-management.tsx')),
  },
  { path: paths.ciamo.path, Component: lazy(() => import('./routes/framework/ciamo.tsx')) },
  {
    path: paths.tactical.integrationService.path,
    Component: lazy(() => import('./routes/framework/integration-service.tsx')),
  },
  { path: paths.tactical.iga.path, Component: lazy(() => import('./routes/framework/iga.tsx')) },
  // … and the detail-or-chooser parameter pages
  { path: paths.strategic.path, Component: lazy(() => import('./routes/framework/strategic.tsx')) },
  { path: paths.tactical.path, Component: lazy(() => import('./routes/framework/tactical.tsx')) },
  {
    path: paths.operations.path,
    Component: lazy(() => import('./routes/framework/operations.tsx')),
  },
  { path: paths.directory.path, Component: lazy(() => import('./routes/framework/directory.tsx')) },
  { path: paths.controls.path, Component: lazy(() => import('./routes/framework/controls.tsx')) },

  // -- maturity assessment
  {
    path: paths.maturityAssessment.path,
    Component: lazy(() => import('./routes/maturity-assessment.tsx')),
  },

  // -- forum
  { path: paths.forum.path, Component: lazy(() => import('./routes/forum/forum-home.tsx')) },
  {
    path: paths.forum.newPost.path,
    Component: lazy(() => import('./routes/forum/new-post-page.tsx')),
  },
  {
    path: paths.forum.category.path,
    Component: lazy(() => import('./routes/forum/category-page.tsx')),
  },
  { path: paths.forum.post.path, Component: lazy(() => import('./routes/forum/post-page.tsx')) },
  {
    path: paths.forum.guidelines.path,
    Component: lazy(() => import('./routes/forum/guidelines-page.tsx')),
  },
  {
    path: paths.forum.members.path,
    Component: lazy(() => import('./routes/forum/members-page.tsx')),
  },
  {
    path: paths.forum.member.path,
    Component: lazy(() => import('./routes/forum/member-page.tsx')),
  },
  { path: paths.forum.tags.path, Component: lazy(() => import('./routes/forum/tags-page.tsx')) },
  // forum accounts: personal pages, noindex and out of the sitemap
  {
    path: paths.forum.signUp.path,
    Component: lazy(() => import('./routes/forum/sign-up-page.tsx')),
  },
  {
    path: paths.forum.signIn.path,
    Component: lazy(() => import('./routes/forum/sign-in-page.tsx')),
  },
  {
    path: paths.forum.emailLink.path,
    Component: lazy(() => import('./routes/forum/email-link-page.tsx')),
  },
  {
    path: paths.forum.account.path,
    Component: lazy(() => import('./routes/forum/account-page.tsx')),
  },
  {
    path: paths.forum.moderation.path,
    Component: lazy(() => import('./routes/forum/moderation-page.tsx')),
  },
]

/**
 * A page the server answered with an error status instead of the route's own page: an unknown
 * entity (404) or storage that is down (503). It shows at that path until the visitor moves on.
 */
export interface StatusPage {
  kind: 'not-found' | 'unavailable'
  pathname: string
}

export function AppRoutes({ statusPage }: { statusPage?: StatusPage }) {
  const { pathname } = useLocation()
  const status = statusPage?.pathname === pathname ? statusPage.kind : undefined
  return (
    <Routes>
      <Route element={<AppLayout />}>
        {status === 'not-found' ? (
          <Route path="*" element={<NotFoundPage />} />
        ) : status === 'unavailable' ? (
          <Route path="*" element={<ServiceUnavailablePage />} />
        ) : (
          <>
            {routeTable.map(({ path, Component }) => (
              <Route key={path} path={path} element={<Component />} />
            ))}
            <Route path="*" element={<NotFoundPage />} />
          </>
        )}
      </Route>
    </Routes>
  )
}
