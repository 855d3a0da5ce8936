// Forum account route module: its data comes through the data layer.
import { withData } from '../../../lib/data-provider.tsx'
import { SignUpPage } from '../../../features/forum/pages/sign-up-page.tsx'

export default withData(SignUpPage)
