// "/": the home page, with the search and contact sections of their own features.
import { ContactForm } from '../../features/contact/contact-form.tsx'
import { HomePage } from '../../features/home/pages/home-page.tsx'
import { HomeSearchSection } from '../../features/search/home-search-section.tsx'

export default function HomeRoute() {
  return <HomePage search={<HomeSearchSection />} contact={<ContactForm />} />
}
