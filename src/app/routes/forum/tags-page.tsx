// Forum route module: its data comes through the data layer.
import { withData } from '../../../lib/data-provider.tsx'
import { TagsPage } from '../../../features/forum/pages/tags-page.tsx'

export default withData(TagsPage)
