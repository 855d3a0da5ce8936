// Insights for the content team (admin only): `insights.search` lists the most searched
// queries and those that found nothing. Counts still buffered in memory are written first,
// so the report includes the searches of the last seconds.
import { searchInsightsInputSchema, searchInsightsReport } from '../../search/insights/report.ts'
import { adminProcedure } from '../admin.ts'
import { router } from '../init.ts'

export const insightsRouter = router({
  search: adminProcedure.input(searchInsightsInputSchema).query(async ({ ctx, input }) => {
    await ctx.insights?.flush()
    return searchInsightsReport(ctx.db.db, input)
  }),
})
