// Home page (spec §2 "Home page"): hero and tiles, search, framework model, governance domains,
// services and controls, training, and the contact section.
import { PageMeta } from '../../components/page-meta.tsx'
import { pageEntry } from '../../content/pages.ts'
import { ContactForm } from '../../features/contact/contact-form.tsx'
import { FrameworkSection } from '../../features/home/components/framework-section.tsx'
import { GovernanceDomains } from '../../features/home/components/governance-domains.tsx'
import { HeroSection } from '../../features/home/components/hero-section.tsx'
import { ServiceGroups } from '../../features/home/components/service-groups.tsx'
import { TrainingSection } from '../../features/home/components/training-section.tsx'
import { HomeSearchSection } from '../../features/search/home-search-section.tsx'
import { paths } from '../../lib/paths.ts'

const meta = pageEntry(paths.home.getHref())!

export default function HomePage() {
  return (
    <>
      <PageMeta title={meta.title} description={meta.description} />
      <HeroSection />
      <HomeSearchSection />
      <FrameworkSection />
      <GovernanceDomains />
      <ServiceGroups />
      <TrainingSection />
      <ContactForm />
    </>
  )
}
