// Forum route module: its data comes through the data layer.
import { withData } from '../../../lib/data-provider.tsx'
import { CategoryPage } from '../../../features/forum/pages/category-page.tsx'

export default withData(CategoryPage)
