// Home page: hero and tiles, search, framework model, governance domains, services and
// controls, training, and the contact section. The search and contact sections belong to their
// own features, so the route module (src/app/routes/home.tsx) passes them in. The page's words
// and cards come from the build-time projection of the content (virtual:home-content).
import type { ReactNode } from 'react'
import { homeContent } from 'virtual:home-content'
import { PageMeta } from '../../../components/page-meta.tsx'
import { FrameworkSection } from '../components/framework-section.tsx'
import { GovernanceDomains } from '../components/governance-domains.tsx'
import { HeroSection } from '../components/hero-section.tsx'
import { ServiceGroups } from '../components/service-groups.tsx'
import { TrainingSection } from '../components/training-section.tsx'

export function HomePage({ search, contact }: { search: ReactNode; contact: ReactNode }) {
  return (
    <>
      <PageMeta {...homeContent.meta} />
      <HeroSection />
      {search}
      <FrameworkSection />
      <GovernanceDomains />
      <ServiceGroups />
      <TrainingSection />
      {contact}
    </>
  )
}
