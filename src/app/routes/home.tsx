// Home page: hero and tiles, search, framework model, governance domains,
// services and controls, training, and the contact section.
import { PageMeta } from '../../components/page-meta.tsx'
import { ContactForm } from '../../features/contact/contact-form.tsx'
import { FrameworkSection } from '../../features/home/components/framework-section.tsx'
import { GovernanceDomains } from '../../features/home/components/governance-domains.tsx'
import { HeroSection } from '../../features/home/components/hero-section.tsx'
import { ServiceGroups } from '../../features/home/components/service-groups.tsx'
import { TrainingSection } from '../../features/home/components/training-section.tsx'
import { HomeSearchSection } from '../../features/search/home-search-section.tsx'
import { homeContent } from 'virtual:home-content'

export default function HomePage() {
  return (
    <>
      <PageMeta title={homeContent.meta.title} description={homeContent.meta.description} />
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
