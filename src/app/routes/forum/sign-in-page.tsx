// Forum account route module: its data comes through the data layer.
import { withData } from '../../../lib/data-provider.tsx'
import { SignInPage } from '../../../features/forum/pages/sign-in-page.tsx'

export default withData(SignInPage)
