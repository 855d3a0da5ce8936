// Knowledge-base search procedures.
import { searchInputSchema } from '../../../src/lib/validation/search.ts'
import { publicProcedure, router } from '../init.ts'

export const searchRouter = router({
  query: publicProcedure.input(searchInputSchema).query(async ({ ctx, input }) => {
    const results = await ctx.search.search(input.q, { limit: 20 })
    return { query: input.q, results }
  }),
})
