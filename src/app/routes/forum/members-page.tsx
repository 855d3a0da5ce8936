// Forum route module (issue 7): its data comes through the data layer.
import { withData } from '../../../lib/data-provider.tsx'
import { MembersPage } from '../../../features/forum/components/members-page.tsx'

export default withData(MembersPage)
