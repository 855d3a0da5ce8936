// Mobile navigation: the menu button below the desktop breakpoint. The drawer it opens
// (mobile-menu-drawer.tsx) is loaded on first use, or as soon as the pointer or focus reaches
// the button, which keeps the dialog code out of the JavaScript every page loads.
import { IconButton } from '@chakra-ui/react'
import { Menu } from 'lucide-react'
import { lazy, Suspense, useRef, useState } from 'react'

const loadDrawer = () => import('./mobile-menu-drawer.tsx')
const MobileMenuDrawer = lazy(loadDrawer)

export function MobileMenu() {
  const [open, setOpen] = useState(false)
  const [used, setUsed] = useState(false)
  const button = useRef<HTMLButtonElement>(null)
  return (
    <>
      <IconButton
        ref={button}
        variant="ghost"
        size="sm"
        aria-label="Open menu"
        aria-haspopup="dialog"
        aria-expanded={open}
        display={{ base: 'inline-flex', xl: 'none' }}
        onPointerEnter={() => void loadDrawer()}
        onFocus={() => void loadDrawer()}
        onClick={() => {
          setUsed(true)
          setOpen(true)
        }}
      >
        <Menu />
      </IconButton>
      {used && (
        <Suspense fallback={null}>
          <MobileMenuDrawer open={open} onOpenChange={setOpen} trigger={button} />
        </Suspense>
      )}
    </>
  )
}
