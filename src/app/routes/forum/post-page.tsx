// Forum route module: its data comes through the data layer.
import { withData } from '../../../lib/data-provider.tsx'
import { PostPage } from '../../../features/forum/pages/post-page.tsx'

export default withData(PostPage)
