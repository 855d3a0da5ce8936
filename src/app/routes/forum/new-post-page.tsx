// Forum route module: its data comes through the data layer.
import { withData } from '../../../lib/data-provider.tsx'
import { NewPostPage } from '../../../features/forum/pages/new-post-page.tsx'

export default withData(NewPostPage)
