// /forum: its data comes through the data layer.
import { withData } from '../../../lib/data-provider.tsx'
import { ForumHome } from '../../../features/forum/pages/forum-home.tsx'

export default withData(ForumHome)
