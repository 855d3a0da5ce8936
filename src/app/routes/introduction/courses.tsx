// /introduction/courses: thin route module; the page lives in src/features/introduction.
import { PageMeta } from '../../../components/page-meta.tsx'
import { pageEntry } from '../../../content/pages.ts'
import { CoursesPage } from '../../../features/introduction/components/courses-page.tsx'
import { paths } from '../../../lib/paths.ts'

const meta = pageEntry(paths.introduction.courses.getHref())!

export default function CoursesPageRoute() {
  return (
    <>
      <PageMeta title={meta.title} description={meta.description} />
      <CoursesPage />
    </>
  )
}
