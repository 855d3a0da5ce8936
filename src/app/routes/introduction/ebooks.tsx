// /introduction/ebooks: thin route module; the page lives in src/features/introduction.
import { PageMeta } from '../../../components/page-meta.tsx'
import { pageEntry } from '../../../content/pages.ts'
import { EbooksPage } from '../../../features/introduction/components/ebooks-page.tsx'
import { paths } from '../../../lib/paths.ts'

const meta = pageEntry(paths.introduction.ebooks.getHref())!

export default function EbooksPageRoute() {
  return (
    <>
      <PageMeta title={meta.title} description={meta.description} />
      <EbooksPage />
    </>
  )
}
