// /forum
import { ForumHome } from '../../../features/forum/components/forum-home.tsx'

export default function ForumHomeRoute() {
  return <ForumHome />
}
