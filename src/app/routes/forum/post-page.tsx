// Forum route module (issue 7).
import { PostPage } from '../../../features/forum/components/post-page.tsx'

export default function PostPageRoute() {
  return <PostPage />
}
