// The typed tRPC client for React. Only the router's type crosses from the server.
import { createTRPCReact, httpBatchLink } from '@trpc/react-query'
import type { inferRouterInputs, inferRouterOutputs } from '@trpc/server'
import superjson from 'superjson'
import type { AppRouter } from '../../server/trpc/routers/_app.ts'

export const trpc = createTRPCReact<AppRouter>()

export type RouterInputs = inferRouterInputs<AppRouter>
export type RouterOutputs = inferRouterOutputs<AppRouter>

export function createTrpcClient(baseUrl = '') {
  return trpc.createClient({
    links: [
      httpBatchLink({
        url: `${baseUrl}/trpc`,
        transformer: superjson,
        // Every call sends credentials so the session cookie reaches the API.
        fetch: (url, init) => fetch(url, { ...init, credentials: 'include' }),
      }),
    ],
  })
}
