// The data layer (React Query and tRPC) for the parts of the site that fetch: the forum, the
// searches and the contact form. It is not among the app-wide providers: the modules that
// fetch wrap themselves with withData(), so a page that fetches nothing does not load tRPC,
// React Query and superjson (about 20 KB of gzipped JavaScript) with its first view. One query
// client and one tRPC client serve every wrapped part, so the cache outlives navigation.
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query'
import { useState, type ComponentType, type ReactNode } from 'react'
import { createQueryClient } from './query-client.ts'
import { createTrpcClient, trpc } from './trpc.ts'

interface DataClients {
  queryClient: QueryClient
  trpcClient: ReturnType<typeof createTrpcClient>
}

let browserClients: DataClients | undefined

function createClients(): DataClients {
  return { queryClient: createQueryClient(), trpcClient: createTrpcClient() }
}

/** The browser shares one set of clients; each server render (prerendering) gets its own. */
function clientsForThisRender(): DataClients {
  if (typeof window === 'undefined') return createClients()
  browserClients ??= createClients()
  return browserClients
}

export function DataProvider({ children }: { children: ReactNode }) {
  const [{ queryClient, trpcClient }] = useState(clientsForThisRender)
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
