// Forum route module: its data comes through the data layer.
import { withData } from '../../../lib/data-provider.tsx'
import { MembersPage } from '../../../features/forum/pages/members-page.tsx'

export default withData(MembersPage)
