// /introduction and /introduction/{unknown section}: thin route module; the page lives in src/features/introduction.
import { PageMeta } from '../../../components/page-meta.tsx'
import { pageEntry } from '../../../content/pages.ts'
import { HubPage } from '../../../features/introduction/components/hub-page.tsx'
import { paths } from '../../../lib/paths.ts'

const meta = pageEntry(paths.introduction.getHref())!

export default function HubPageRoute() {
  return (
    <>
      <PageMeta title={meta.title} description={meta.description} />
      <HubPage />
    </>
  )
}
