// Forum route module (issue 7).
import { TagsPage } from '../../../features/forum/components/tags-page.tsx'

export default function TagsPageRoute() {
  return <TagsPage />
}
