// Knowledge-base search procedures.
import { searchInputSchema } from '../../../src/lib/validation/search.ts'
import { answerSearch } from '../../search/answer.ts'
import { publicProcedure, router } from '../init.ts'

export const searchRouter = router({
  query: publicProcedure
    .input(searchInputSchema)
    .query(({ ctx, input }) => answerSearch(ctx.search, input, ctx.insights)),
})
