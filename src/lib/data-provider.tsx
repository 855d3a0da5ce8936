// The data layer (React Query and tRPC) for the parts of the site that fetch: the forum, the
// searches and the contact form. It is not among the app-wide providers: the modules that
// fetch wrap themselves with withData(), so a page that fetches nothing does not load tRPC,
// React Query and superjson (about 20 KB of gzipped JavaScript) with its first view. One query
// client and one tRPC client serve every wrapped part, so the cache outlives navigation.
//
// A page rendered on the server at request time carries the data it was rendered with (the
// dehydrated query cache, superjson-encoded, in a JSON script that never executes); the
// browser's query client starts from it, so hydration makes no request for that data.
import { hydrate, QueryClientProvider, type QueryClient } from '@tanstack/react-query'
import { createContext, useContext, useState, type ComponentType, type ReactNode } from 'react'
import { createQueryClient } from './query-client.ts'
import { QUERY_STATE_ELEMENT_ID, readQueryState } from './query-state.ts'
import { createTrpcClient, trpc } from './trpc.ts'

interface DataClients {
  queryClient: QueryClient
  trpcClient: ReturnType<typeof createTrpcClient>
}

let browserClients: DataClients | undefined

function createClients(queryState?: string): DataClients {
  const queryClient = createQueryClient()
  if (queryState) hydrate(queryClient, readQueryState(queryState))
  return { queryClient, trpcClient: createTrpcClient() }
}

/** The query cache a server render starts from (superjson text), if it was prefetched. */
export const ServerQueryStateContext = createContext<string | undefined>(undefined)

export function DataProvider({ children }: { children: ReactNode }) {
  const serverQueryState = useContext(ServerQueryStateContext)
  const [{ queryClient, trpcClient }] = useState(() => {
    // Each server render gets its own clients; the browser shares one set.
    if (typeof window === 'undefined') return createClients(serverQueryState)
    browserClients ??= createClients(
      document.getElementById(QUERY_STATE_ELEMENT_ID)?.textContent ?? undefined,
    )
    return browserClients
  })
  return (
    <trpc.Provider client={trpcClient} queryClient={queryClient}>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </trpc.Provider>
  )
}

/** Wraps a component that fetches in the data layer. */
export function withData<Props extends object>(Component: ComponentType<Props>) {
  function WithData(props: Props) {
    return (
      <DataProvider>
        <Component {...props} />
      </DataProvider>
    )
  }
  WithData.displayName = `WithData(${Component.displayName ?? Component.name})`
  return WithData
}
