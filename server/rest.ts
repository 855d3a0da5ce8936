// The /api/* doors. Each row of `restRoutes` says which tRPC procedure a path calls, how the
// request becomes the procedure's input and which status a success answers; one handler runs
// every row through `createCaller`, so the REST answer is the tRPC answer and no logic lives
// here. Two paths are not procedure calls and are written out below the table: GET
// /api/search (the public hot path, which shares the procedure's input rules and answer
// function) and the avatar placeholder image. docs/api.md lists every path.
import type { inferRouterInputs, inferRouterOutputs } from '@trpc/server'
import { TRPCError } from '@trpc/server'
import { Router, type Request, type RequestHandler, type Response } from 'express'
import { searchInputSchema } from '../src/lib/validation/search.ts'
import { toCsv } from './csv.ts'
import { errorBody, sendError } from './http-errors.ts'
import { apiFallback } from './method-guard.ts'
import { placeholderSvg } from './placeholder.ts'
import { createAnswerBodyCache } from './search/answer-body-cache.ts'
import { encodedSearchAnswer } from './search/answer.ts'
import type { StoredContact } from './stores/contacts.ts'
import { createContextInner, requestInfo, type AppDeps } from './trpc/context.ts'
import { createCaller, type AppRouter } from './trpc/routers/_app.ts'

type Inputs = inferRouterInputs<AppRouter>
/** A procedure by its tRPC path, e.g. 'forum.category'. */
export type ProcedurePath = {
  [Domain in keyof Inputs]: `${Domain & string}.${keyof Inputs[Domain] & string}`
}[keyof Inputs]

export interface RestRoute {
  method: 'get' | 'post'
  /** Express path below /api. */
  path: string
  procedure: ProcedurePath
  /** How the request becomes the procedure's input; the procedure validates it. */
  input: (req: Request) => unknown
  /** Status of a successful answer (default 200). */
  status?: 200 | 201
  /** The procedure answers null for "no such thing": the door answers 404 with this message. */
  notFound?: string
  /** An admin procedure: the door exists only when ADMIN_TOKEN is configured. */
  admin?: boolean
  /** Writes the answer when it is not plain JSON. */
  respond?: (req: Request, res: Response, result: unknown) => void
}

// How requests become inputs.
const noInput = (): undefined => undefined
/** Writes take JSON only: a form post or a text body is a 415, not a validation error. */
const jsonBody = (req: Request): unknown => {
  if (!req.is('application/json')) {
    throw new TRPCError({
      code: 'UNSUPPORTED_MEDIA_TYPE',
      message: 'Send the body as JSON (Content-Type: application/json)',
    })
  }
  return req.body
}
/** A whole number from a path or query string; anything else is NaN, which the schema rejects. */
const wholeNumber = (value: unknown): number =>
  typeof value === 'string' && /^\d{1,10}$/.test(value) ? Number(value) : NaN
const pageQuery = (req: Request): number =>
  req.query.page === undefined ? 1 : wholeNumber(req.query.page)
const idParam = (req: Request) => ({ id: wholeNumber(req.params.id) })
const stringQuery = (value: unknown): string => (typeof value === 'string' ? value : '')

/**
 * Every procedure door, in matching order: fixed paths come before the parameter paths they
 * would otherwise match (`/forum/posts/recent` before `/forum/posts/:id`).
 */
export const restRoutes: readonly RestRoute[] = [
  { method: 'post', path: '/contact', procedure: 'contact.submit', status: 201, input: jsonBody },
  {
    method: 'get',
    path: '/contacts',
    procedure: 'contact.list',
    admin: true,
    input: (req) => ({ limit: req.query.limit, offset: req.query.offset }),
    respond: (req, res, result) => {
      if (req.query.format === 'csv') sendContactsCsv(res, result as ContactPage)
      else res.json(result)
    },
  },
  {
    method: 'get',
    path: '/admin/search-insights',
    procedure: 'insights.search',
    admin: true,
    input: (req) => ({ days: req.query.days, limit: req.query.limit }),
  },
  { method: 'get', path: '/forum/categories', procedure: 'forum.categories', input: noInput },
  {
    method: 'get',
    path: '/forum/categories/:slug',
    procedure: 'forum.category',
    input: (req) => ({ slug: String(req.params.slug), page: pageQuery(req) }),
    notFound: 'No forum category with this name',
  },
  { method: 'get', path: '/forum/posts/recent', procedure: 'forum.recent', input: noInput },
  { method: 'get', path: '/forum/posts/trending', procedure: 'forum.trending', input: noInput },
  {
    method: 'get',
    path: '/forum/posts/search',
    procedure: 'forum.search',
    input: (req) => ({ q: stringQuery(req.query.q) }),
  },
  {
    method: 'get',
    path: '/forum/posts/:id',
    procedure: 'forum.post',
    input: idParam,
    notFound: 'This discussion does not exist',
  },
  {
    method: 'post',
    path: '/forum/posts',
    procedure: 'forum.createPost',
    status: 201,
    input: jsonBody,
  },
  {
    method: 'post',
    path: '/forum/posts/:id/approve',
    procedure: 'forum.approvePost',
    admin: true,
    input: idParam,
  },
  {
    method: 'post',
    path: '/forum/posts/:id/reject',
    procedure: 'forum.rejectPost',
    admin: true,
    input: idParam,
  },
  {
    method: 'post',
    path: '/forum/posts/:id/edit',
    procedure: 'forum.editPost',
    admin: true,
    input: (req) => {
      const body = jsonBody(req)
      return { ...(typeof body === 'object' && body !== null ? body : {}), ...idParam(req) }
    },
  },
  {
    method: 'post',
    path: '/forum/posts/:id/delete',
    procedure: 'forum.deletePost',
    admin: true,
    input: idParam,
  },
  { method: 'get', path: '/forum/tags', procedure: 'forum.tags', input: noInput },
  {
    method: 'get',
    path: '/forum/tags/:tag',
    procedure: 'forum.byTag',
    input: (req) => ({ tag: String(req.params.tag), page: pageQuery(req) }),
  },
  { method: 'get', path: '/forum/members', procedure: 'forum.members', input: noInput },
  {
    method: 'get',
    path: '/forum/members/:id',
    procedure: 'forum.member',
    input: (req) => ({ ...idParam(req), page: pageQuery(req) }),
    notFound: 'No forum member with this id',
  },
  { method: 'get', path: '/forum/stats', procedure: 'forum.stats', input: noInput },
]

type Caller = ReturnType<typeof createCaller>
type ProcedureCall = (input: unknown) => Promise<unknown>

/** The caller's function for a procedure path (the path's type guarantees it exists). */
function procedureOf(caller: Caller, path: ProcedurePath): ProcedureCall {
  const [domain, name] = path.split('.') as [string, string]
  const domainCaller = (caller as unknown as Record<string, Record<string, ProcedureCall>>)[domain]
  const call = domainCaller?.[name]
  if (!call) throw new Error(`No procedure ${path}`)
  return call
}

/** The one handler behind every row: read the input, call the procedure, answer. */
function procedureHandler(route: RestRoute, deps: AppDeps): RequestHandler {
  return async (req, res) => {
    try {
      const caller = createCaller(createContextInner(deps, requestInfo(req)))
      const result = await procedureOf(caller, route.procedure)(route.input(req))
      if (result === null && route.notFound) {
        throw new TRPCError({ code: 'NOT_FOUND', message: route.notFound })
      }
      if (route.respond) route.respond(req, res, result)
      else res.status(route.status ?? 200).json(result)
    } catch (err) {
      sendError(res, err, deps.logger)
    }
  }
}

export function createRestRouter(deps: AppDeps): Router {
  const api = Router()

  // The public API's hot path: the input rules and the answer of `search.query`, without the
  // procedure call, and the encoded body reused while the engine repeats an answer. Browsers
  // accept gzip: an engine that encodes answers on its own thread gzips them there, once per
  // answer, rather than the compression middleware on this thread for every response.
  const encodeAnswer = createAnswerBodyCache()
  api.get('/search', async (req, res) => {
    try {
      const input = searchInputSchema.safeParse({ q: stringQuery(req.query.q) })
      if (!input.success) {
        throw new TRPCError({ code: 'BAD_REQUEST', message: 'Invalid input', cause: input.error })
      }
      const { body, etag, contentEncoding } = await encodedSearchAnswer(
        deps.search,
        input.data,
        deps.insights,
        req.app.get('etag fn'),
        encodeAnswer,
        req.acceptsEncodings('gzip') === 'gzip',
      )
      if (etag) res.setHeader('ETag', etag)
      res.vary('Accept-Encoding')
      if (contentEncoding) res.setHeader('Content-Encoding', contentEncoding)
      res.type('json').send(body)
    } catch (err) {
      sendError(res, err, deps.logger)
    }
  })

  for (const route of restRoutes) {
    // Without a configured token the admin doors do not exist: every method on them is the
    // same 404 as an unknown path, not a 405 that would reveal them.
    if (route.admin && !deps.env.ADMIN_TOKEN) continue
    api[route.method](route.path, procedureHandler(route, deps))
  }

  // The default avatar the forum lists show: a generated SVG, cached for a day.
  api.get('/placeholder/:w/:h', (req, res) => {
    const width = wholeNumber(req.params.w)
    const height = wholeNumber(req.params.h)
    if (!(width >= 1 && width <= 512 && height >= 1 && height <= 512)) {
      res
        .status(400)
        .json(errorBody('BAD_REQUEST', 'Width and height must be whole numbers from 1 to 512'))
      return
    }
    res.setHeader('Cache-Control', 'public, max-age=86400')
    res.type('image/svg+xml').send(placeholderSvg(width, height))
  })

  api.all('/{*splat}', apiFallback(api))
  return api
}

type ContactPage = inferRouterOutputs<AppRouter>['contact']['list']

function sendContactsCsv(res: Response, page: ContactPage): void {
  res.setHeader('Content-Type', 'text/csv; charset=utf-8')
  res.setHeader('Content-Disposition', 'attachment; filename="contacts.csv"')
  res.setHeader('X-Total-Count', String(page.total))
  res.send(toCsv(contactCsvColumns, page.contacts))
}

const contactCsvColumns = [
  { header: 'id', value: (c: StoredContact) => c.id },
  { header: 'created_at', value: (c: StoredContact) => c.createdAt },
  { header: 'name', value: (c: StoredContact) => c.name },
  { header: 'email', value: (c: StoredContact) => c.email },
  { header: 'organization', value: (c: StoredContact) => c.organization },
  { header: 'message', value: (c: StoredContact) => c.message },
] as const
