// Forum moderation route module: its data comes through the data layer.
import { withData } from '../../../lib/data-provider.tsx'
import { ModerationPage } from '../../../features/forum/pages/moderation-page.tsx'

export default withData(ModerationPage)
