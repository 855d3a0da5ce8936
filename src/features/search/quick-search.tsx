// Quick search on every page: the header button, "/" and Ctrl/⌘+K. The dialog itself
// (quick-search-dialog.tsx, with the data layer) loads on first use, or as soon as the pointer
// or focus reaches the button, which keeps it out of the JavaScript every page loads.
import { Button, Kbd, Text } from '@chakra-ui/react'
import { Search } from 'lucide-react'
import { lazy } from 'react'
import { useDeferredDialog } from '../../lib/use-deferred-dialog.tsx'
import { useSearchShortcut } from './hooks/use-search-shortcut.ts'

const loadDialog = () => import('./quick-search-dialog.tsx')
const QuickSearchDialog = lazy(loadDialog)

export function QuickSearch() {
  const dialog = useDeferredDialog(loadDialog, QuickSearchDialog)
  useSearchShortcut(dialog.show)
  return (
    <>
      <Button
        {...dialog.triggerProps}
        variant="outline"
        size="sm"
        aria-label="Search the knowledge base"
        aria-keyshortcuts="/ Control+K Meta+K"
      >
        <Search aria-hidden="true" />
        <Text as="span" display={{ base: 'none', md: 'inline' }}>
          Search
        </Text>
        <Kbd size="sm" display={{ base: 'none', md: 'inline-flex' }} aria-hidden="true">
          /
        </Kbd>
      </Button>
      {dialog.element}
    </>
  )
}
