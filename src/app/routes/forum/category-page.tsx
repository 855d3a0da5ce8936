// Forum route module (issue 7).
import { CategoryPage } from '../../../features/forum/components/category-page.tsx'

export default function CategoryPageRoute() {
  return <CategoryPage />
}
