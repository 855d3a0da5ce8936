// Forum account route module: its data comes through the data layer.
import { withData } from '../../../lib/data-provider.tsx'
import { AccountPage } from '../../../features/forum/pages/account-page.tsx'

export default withData(AccountPage)
