// The mobile navigation drawer (300 px, 400 px from the small breakpoint), loaded the first
// time the menu button is used (mobile-menu.tsx), so its dialog machinery is not part of
// every page's initial JavaScript. It closes when a link or the Contact button is pressed.
import { Button, CloseButton, Drawer, Link, Portal, Stack } from '@chakra-ui/react'
import { NavLink } from 'react-router'
import { mailto, siteConfig } from '../../lib/site-config.ts'
import type { DeferredDialogProps } from '../../lib/use-deferred-dialog.tsx'
import { navLinks } from './nav-links.ts'

export default function MobileMenuDrawer({ open, onOpenChange, trigger }: DeferredDialogProps) {
  const close = () => onOpenChange(false)
  return (
    <Drawer.Root
      open={open}
      onOpenChange={(e) => onOpenChange(e.open)}
      placement="end"
      finalFocusEl={() => trigger.current}
    >
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content
            width={{ base: '300px', sm: '400px' }}
            maxW={{ base: '300px', sm: '400px' }}
          >
            <Drawer.Header>
              <Drawer.Title>Menu</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body>
              <nav aria-label="Mobile">
                <Stack as="ul" gap="1" listStyleType="none">
                  {navLinks.map((link) => (
                    <li key={link.href}>
                      <Link
                        asChild
                        display="block"
                        px="3"
                        py="2"
                        rounded="md"
                        _hover={{ bg: 'bg.muted', textDecoration: 'none' }}
                        css={{
                          '&[aria-current=page]': { color: 'brand.fg', fontWeight: 'semibold' },
                        }}
                      >
                        <NavLink to={link.href} onClick={close}>
                          {link.label}
                        </NavLink>
                      </Link>
                    </li>
                  ))}
                </Stack>
              </nav>
              <Button asChild colorPalette="brand" width="full" mt="6">
                <a href={mailto(siteConfig.email)} onClick={close}>
                  Contact
                </a>
              </Button>
            </Drawer.Body>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close menu" />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  )
}
