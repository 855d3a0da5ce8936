// Forum route module: its data comes through the data layer.
import { withData } from '../../../lib/data-provider.tsx'
import { MemberPage } from '../../../features/forum/pages/member-page.tsx'

export default withData(MemberPage)
