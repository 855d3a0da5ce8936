// /introduction/consultancy: thin route module; the page lives in src/features/introduction.
import { PageMeta } from '../../../components/page-meta.tsx'
import { pageEntry } from '../../../content/pages.ts'
import { ConsultancyPage } from '../../../features/introduction/components/consultancy-page.tsx'
import { paths } from '../../../lib/paths.ts'

const meta = pageEntry(paths.introduction.consultancy.getHref())!

export default function ConsultancyPageRoute() {
  return (
    <>
      <PageMeta title={meta.title} description={meta.description} />
      <ConsultancyPage />
    </>
  )
}
