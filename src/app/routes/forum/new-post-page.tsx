// Forum route module (issue 7).
import { NewPostPage } from '../../../features/forum/components/new-post-page.tsx'

export default function NewPostPageRoute() {
  return <NewPostPage />
}
