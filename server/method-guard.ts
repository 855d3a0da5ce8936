// The fallback for /api paths no route answered: 405 with an Allow header when the path
// exists for other methods, otherwise 404. Both in the JSON error shape.
import type { Request, RequestHandler, Response, Router } from 'express'
import { errorBody } from './http-errors.ts'

interface RouteLayer {
  match: (path: string) => unknown
  route?: { methods: Record<string, boolean> }
}

/** Methods the router's routes accept for a path (GET implies HEAD). */
export function allowedMethods(router: Router, path: string): string[] {
  const methods = new Set<string>()
  for (const layer of router.stack as unknown as RouteLayer[]) {
    if (!layer.route || !layer.match(path)) continue
    for (const [method, enabled] of Object.entries(layer.route.methods)) {
      if (!enabled || method === '_all') continue
      methods.add(method.toUpperCase())
      if (method === 'get') methods.add('HEAD')
    }
  }
  return [...methods].sort()
}

export function apiFallback(router: Router): RequestHandler {
  return (req: Request, res: Response) => {
    const allowed = allowedMethods(router, req.path)
    // The path as the client sent it: req.path is relative to where the router is mounted.
    const path = `${req.baseUrl}${req.path}`
    if (allowed.length > 0) {
      res.setHeader('Allow', allowed.join(', '))
      res
        .status(405)
        .json(errorBody('METHOD_NOT_SUPPORTED', `${req.method} is not allowed on ${path}`))
      return
    }
    res.status(404).json(errorBody('NOT_FOUND', `No API route ${req.method} ${path}`))
  }
}
