// The spec's /api/* paths: thin adapters that call the same tRPC procedures the client uses
// (through createCaller) and map errors to HTTP statuses. No logic lives here; GET /api/search
// shares the procedure's input schema and answer function instead of calling it (see there).
import { TRPCError } from '@trpc/server'
import { Router, type Request, type Response } from 'express'
import { searchInputSchema } from '../src/lib/validation/search.ts'
import { toCsv } from './csv.ts'
import { answerSearch } from './search/answer.ts'
import { createAnswerBodyCache } from './search/answer-body-cache.ts'
import type { StoredContact } from './stores/contacts.ts'
import { createContextInner, requestInfo, type AppDeps } from './trpc/context.ts'
import { createCaller } from './trpc/routers/_app.ts'
import { errorBody, sendError } from './http-errors.ts'
import { placeholderSvg } from './placeholder.ts'
import { apiFallback } from './method-guard.ts'

type Caller = ReturnType<typeof createCaller>

export function createRestRouter(deps: AppDeps): Router {
  const api = Router()
  const caller = (req: Request): Caller => createCaller(createContextInner(deps, requestInfo(req)))

  /** Wraps a handler so that every thrown error becomes the JSON error shape. */
  const handle =
    (fn: (req: Request, res: Response, call: Caller) => Promise<void>) =>
    async (req: Request, res: Response) => {
      try {
        await fn(req, res, caller(req))
      } catch (err) {
        sendError(res, err, deps.logger)
      }
    }

  // The public API's hot path: the input rules and the answer of `search.query`, without the
  // procedure call, and the encoded body reused while the engine repeats an answer.
  const encodeAnswer = createAnswerBodyCache()
  api.get(
    '/search',
    handle(async (req, res) => {
      const input = searchInputSchema.safeParse({
        q: typeof req.query.q === 'string' ? req.query.q : '',
      })
      if (!input.success) {
        throw new TRPCError({ code: 'BAD_REQUEST', message: 'Invalid input', cause: input.error })
      }
      const answer = await answerSearch(deps.search, input.data)
      const { body, etag } = encodeAnswer(answer, req.app.get('etag fn'))
      if (etag) res.setHeader('ETag', etag)
      res.type('json').send(body)
    }),
  )

  // -- contact (issue 6)
  api.post(
    '/contact',
    handle(async (req, res, call) => {
      if (!req.is('application/json')) {
        throw new TRPCError({
          code: 'UNSUPPORTED_MEDIA_TYPE',
          message: 'Send the message as JSON (Content-Type: application/json)',
        })
      }
      res.status(201).json(await call.contact.submit(req.body))
    }),
  )
  api.get(
    '/contacts',
    handle(async (req, res, call) => {
      const { limit, offset, format } = req.query
      const page = await call.contact.list({ limit, offset } as { limit?: number; offset?: number })
      if (format === 'csv') {
        res.setHeader('Content-Type', 'text/csv; charset=utf-8')
        res.setHeader('Content-Disposition', 'attachment; filename="contacts.csv"')
        res.setHeader('X-Total-Count', String(page.total))
        res.send(toCsv(contactCsvColumns, page.contacts))
        return
      }
      res.json(page)
    }),
  )
  // -- end contact
  // -- forum (issue 7): the spec's three lists, the linked pages' reads, posting and approval
  const intParam = (value: unknown): number =>
    typeof value === 'string' && /^\d{1,10}$/.test(value) ? Number(value) : NaN
  const pageParam = (req: Request): number =>
    req.query.page === undefined ? 1 : intParam(req.query.page)
  api.get(
    '/forum/categories',
    handle(async (_req, res, call) => {
      res.json(await call.forum.categories())
    }),
  )
  api.get(
    '/forum/categories/:slug',
    handle(async (req, res, call) => {
      const result = await call.forum.category({
        slug: String(req.params.slug),
        page: pageParam(req),
      })
      if (!result)
        throw new TRPCError({ code: 'NOT_FOUND', message: 'No forum category with this name' })
      res.json(result)
    }),
  )
  api.get(
    '/forum/posts/recent',
    handle(async (_req, res, call) => {
      res.json(await call.forum.recent())
    }),
  )
  api.get(
    '/forum/posts/trending',
    handle(async (_req, res, call) => {
      res.json(await call.forum.trending())
    }),
  )
  api.get(
    '/forum/posts/search',
    handle(async (req, res, call) => {
      res.json(await call.forum.search({ q: typeof req.query.q === 'string' ? req.query.q : '' }))
    }),
  )
  api.get(
    '/forum/posts/:id',
    handle(async (req, res, call) => {
      const post = await call.forum.post({ id: intParam(req.params.id) })
      if (!post)
        throw new TRPCError({ code: 'NOT_FOUND', message: 'This discussion does not exist' })
      res.json(post)
    }),
  )
  api.post(
    '/forum/posts',
    handle(async (req, res, call) => {
      res.status(201).json(await call.forum.createPost(req.body))
    }),
  )
  api.post(
    '/forum/posts/:id/approve',
    handle(async (req, res, call) => {
      res.json(await call.forum.approvePost({ id: intParam(req.params.id) }))
    }),
  )
  api.get(
    '/forum/tags',
    handle(async (_req, res, call) => {
      res.json(await call.forum.tags())
    }),
  )
  api.get(
    '/forum/tags/:tag',
    handle(async (req, res, call) => {
      res.json(await call.forum.byTag({ tag: String(req.params.tag), page: pageParam(req) }))
    }),
  )
  api.get(
    '/forum/members',
    handle(async (_req, res, call) => {
      res.json(await call.forum.members())
    }),
  )
  api.get(
    '/forum/stats',
    handle(async (_req, res, call) => {
      res.json(await call.forum.stats())
    }),
  )
  api.get('/placeholder/:w/:h', (req, res) => {
    const width = intParam(req.params.w)
    const height = intParam(req.params.h)
    if (!(width >= 1 && width <= 512 && height >= 1 && height <= 512)) {
      res
        .status(400)
        .json(errorBody('BAD_REQUEST', 'Width and height must be whole numbers from 1 to 512'))
      return
    }
    res.setHeader('Cache-Control', 'public, max-age=86400')
    res.type('image/svg+xml').send(placeholderSvg(width, height))
  })
  // -- end forum

  api.all('/{*splat}', apiFallback(api))
  return api
}

const contactCsvColumns = [
  { header: 'id', value: (c: StoredContact) => c.id },
  { header: 'created_at', value: (c: StoredContact) => c.createdAt },
  { header: 'name', value: (c: StoredContact) => c.name },
  { header: 'email', value: (c: StoredContact) => c.email },
  { header: 'organization', value: (c: StoredContact) => c.organization },
  { header: 'message', value: (c: StoredContact) => c.message },
] as const
