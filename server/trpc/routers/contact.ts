// Contact message procedures: `submit` (public, rate-limited in server/app.ts) and `list`
// (admin only). Logs carry ids and outcomes, never names, addresses or message text.
import { randomUUID } from 'node:crypto'
import { contactInputSchema, contactListInputSchema } from '../../../src/lib/validation/contact.ts'
import { insertContactOnce, listContacts } from '../../stores/contacts.ts'
import { adminProcedure } from '../admin.ts'
import { publicProcedure, router } from '../init.ts'
import { logTrapped, sprungTrap } from '../spam-trap.ts'

/** A resubmission of the same text from the same address within this window is not stored twice. */
export const DUPLICATE_WINDOW_MS = 10 * 60_000

export const contactRouter = router({
  submit: publicProcedure.input(contactInputSchema).mutation(async ({ ctx, input }) => {
    const trap = sprungTrap(input)
    if (trap) {
      logTrapped(ctx.logger, 'contact', trap)
      return { id: randomUUID() }
    }
    const since = new Date(Date.now() - DUPLICATE_WINDOW_MS)
    const { id, duplicate } = await insertContactOnce(ctx.db.db, input, since)
    ctx.logger.info(
      { contactId: id },
      duplicate ? 'contact message already stored' : 'contact message stored',
    )
    return { id }
  }),

  list: adminProcedure.input(contactListInputSchema).query(({ ctx, input }) => {
    return listContacts(ctx.db.db, input)
  }),
})
