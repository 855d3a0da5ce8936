// /introduction/workshops: thin route module; the page lives in src/features/introduction.
import { PageMeta } from '../../../components/page-meta.tsx'
import { pageEntry } from '../../../content/pages.ts'
import { WorkshopsPage } from '../../../features/introduction/components/workshops-page.tsx'
import { paths } from '../../../lib/paths.ts'

const meta = pageEntry(paths.introduction.workshops.getHref())!

export default function WorkshopsPageRoute() {
  return (
    <>
      <PageMeta title={meta.title} description={meta.description} />
      <WorkshopsPage />
    </>
  )
}
