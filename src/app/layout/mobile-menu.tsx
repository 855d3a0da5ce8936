// Mobile navigation: the menu button below the desktop breakpoint. The drawer it opens
// (mobile-menu-drawer.tsx) is loaded on first use, or as soon as the pointer or focus reaches
// the button, which keeps the dialog code out of the JavaScript every page loads.
import { IconButton } from '@chakra-ui/react'
import { Menu } from 'lucide-react'
import { lazy } from 'react'
import { useDeferredDialog } from '../../lib/use-deferred-dialog.tsx'

const loadDrawer = () => import('./mobile-menu-drawer.tsx')
const MobileMenuDrawer = lazy(loadDrawer)

export function MobileMenu() {
  const dialog = useDeferredDialog(loadDrawer, MobileMenuDrawer)
  return (
    <>
      <IconButton
        {...dialog.triggerProps}
        variant="ghost"
        size="sm"
        aria-label="Open menu"
        display={{ base: 'inline-flex', xl: 'none' }}
      >
        <Menu />
      </IconButton>
      {dialog.element}
    </>
  )
}
