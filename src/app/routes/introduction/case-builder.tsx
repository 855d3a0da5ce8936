// /introduction/case-builder: thin route module; the page lives in src/features/introduction.
import { PageMeta } from '../../../components/page-meta.tsx'
import { pageEntry } from '../../../content/pages.ts'
import { CaseBuilderPage } from '../../../features/introduction/components/case-builder-page.tsx'
import { paths } from '../../../lib/paths.ts'

const meta = pageEntry(paths.introduction.caseBuilder.getHref())!

export default function CaseBuilderPageRoute() {
  return (
    <>
      <PageMeta title={meta.title} description={meta.description} />
      <CaseBuilderPage />
    </>
  )
}
