// Forum route module (issue 7).
import { MembersPage } from '../../../features/forum/components/members-page.tsx'

export default function MembersPageRoute() {
  return <MembersPage />
}
