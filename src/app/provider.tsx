// App-wide providers: Chakra system, colour mode (next-themes) and the toast region. The data
// layer (React Query, tRPC) wraps only the parts that fetch: see src/lib/data-provider.tsx.
import type { ReactNode } from 'react'
import { ChakraProvider } from '@chakra-ui/react'
import { ThemeProvider } from 'next-themes'
import { Toaster } from '../components/toaster.tsx'
import { system } from '../theme/system.ts'

export const THEME_STORAGE_KEY = 'theme'

export function AppProvider({ children }: { children: ReactNode }) {
  return (
    <ChakraProvider value={system}>
      {/* Transitions are paused for a theme change by the toggle itself (color-mode-button.tsx). */}
      <ThemeProvider
        attribute="class"
        defaultTheme="light"
        enableSystem={false}
        storageKey={THEME_STORAGE_KEY}
        themes={['light', 'dark']}
      >
        {children}
        <Toaster />
      </ThemeProvider>
    </ChakraProvider>
  )
}
