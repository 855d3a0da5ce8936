// Forum account route module: its data comes through the data layer.
import { withData } from '../../../lib/data-provider.tsx'
import { EmailLinkPage } from '../../../features/forum/pages/email-link-page.tsx'

export default withData(EmailLinkPage)
