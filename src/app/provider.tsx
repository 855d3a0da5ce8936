// App-wide providers: Chakra system, colour mode (next-themes), React Query and tRPC.
import { useState, type ReactNode } from 'react'
import { ChakraProvider } from '@chakra-ui/react'
import { QueryClientProvider } from '@tanstack/react-query'
import { ThemeProvider } from 'next-themes'
import { Toaster } from '../components/toaster.tsx'
import { createQueryClient } from '../lib/query-client.ts'
import { createTrpcClient, trpc } from '../lib/trpc.ts'
import { system } from '../theme/system.ts'

export const THEME_STORAGE_KEY = 'theme'

export function AppProvider({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient)
  const [trpcClient] = useState(() => createTrpcClient())
  return (
    <ChakraProvider value={system}>
      <ThemeProvider
        attribute="class"
        defaultTheme="light"
        enableSystem={false}
        storageKey={THEME_STORAGE_KEY}
        themes={['light', 'dark']}
        disableTransitionOnChange
      >
        <trpc.Provider client={trpcClient} queryClient={queryClient}>
          <QueryClientProvider client={queryClient}>
            {children}
            <Toaster />
          </QueryClientProvider>
        </trpc.Provider>
      </ThemeProvider>
    </ChakraProvider>
  )
}
