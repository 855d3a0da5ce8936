// The application router: one router per domain, merged here.
import { createCallerFactory, router } from '../init.ts'
import { accountRouter } from './account.ts'
import { contactRouter } from './contact.ts'
import { forumRouter } from './forum.ts'
import { insightsRouter } from './insights.ts'
import { moderationRouter } from './moderation.ts'
import { searchRouter } from './search.ts'
import { topicsRouter } from './topics.ts'

export const appRouter = router({
  account: accountRouter,
  search: searchRouter,
  contact: contactRouter,
  forum: forumRouter,
  topics: topicsRouter,
  moderation: moderationRouter,
  insights: insightsRouter,
})

export type AppRouter = typeof appRouter
export const createCaller = createCallerFactory(appRouter)
