// /ipaml-foundation: thin route module; the page lives in src/features/introduction.
import { PageMeta } from '../../../components/page-meta.tsx'
import { pageEntry } from '../../../content/pages.ts'
import { FoundationPage } from '../../../features/introduction/components/foundation-page.tsx'
import { paths } from '../../../lib/paths.ts'

const meta = pageEntry(paths.foundation.getHref())!

export default function FoundationPageRoute() {
  return (
    <>
      <PageMeta title={meta.title} description={meta.description} />
      <FoundationPage />
    </>
  )
}
