// Site header: logo, the ten navigation links on wide screens, the Contact mail link and the
// theme toggle; below the desktop breakpoint a menu button opens the mobile drawer.
import { Box, Button, Flex, HStack, Link, Text } from '@chakra-ui/react'
import { ShieldCheck } from 'lucide-react'
import { NavLink, Link as RouterLink } from 'react-router'
import { ColorModeButton } from '../../components/color-mode-button.tsx'
import { QuickSearch } from '../../features/search/quick-search.tsx'
import { paths } from '../../lib/paths.ts'
import { mailto, siteConfig } from '../../lib/site-config.ts'
import { MobileMenu } from './mobile-menu.tsx'
import { navLinks } from './nav-links.ts'

export function Header() {
  return (
    <Box
      as="header"
      position="sticky"
      top="0"
      zIndex="sticky"
      bg="bg/90"
      backdropFilter="saturate(180%) blur(8px)"
      borderBottomWidth="1px"
    >
      {/* Ten links need about 1,500 px: between the xl and 2xl breakpoints they take a second row. */}
      <Flex
        maxW="8xl"
        mx="auto"
        px={{ base: '4', md: '6' }}
        minH="16"
        py={{ base: '2', xl: '2' }}
        align="center"
        columnGap="4"
        rowGap="1"
        flexWrap={{ base: 'nowrap', xl: 'wrap', '2xl': 'nowrap' }}
      >
        <Link
          asChild
          fontWeight="bold"
          fontSize="lg"
          _hover={{ textDecoration: 'none' }}
          flexShrink={0}
        >
          <RouterLink to={paths.home.getHref()} aria-label={`${siteConfig.name} home`}>
            <ShieldCheck aria-hidden="true" color="var(--chakra-colors-brand-solid)" />
            <Text as="span">{siteConfig.name}</Text>
          </RouterLink>
        </Link>
        <Box
          as="nav"
          aria-label="Main"
          display={{ base: 'none', xl: 'block' }}
          flex={{ xl: '1 0 100%', '2xl': '1' }}
          order={{ xl: 3, '2xl': 0 }}
        >
          <HStack as="ul" gap="1" listStyleType="none" justify="center" flexWrap="nowrap">
            {navLinks.map((link) => (
              <li key={link.href}>
                <Link
                  asChild
                  fontSize="sm"
                  px="2"
                  py="1.5"
                  rounded="md"
                  whiteSpace="nowrap"
                  color="fg.muted"
                  _hover={{ color: 'fg', bg: 'bg.muted', textDecoration: 'none' }}
                  css={{ '&[aria-current=page]': { color: 'brand.fg', fontWeight: 'semibold' } }}
                >
                  <NavLink to={link.href}>{link.label}</NavLink>
                </Link>
              </li>
            ))}
          </HStack>
        </Box>
        <HStack gap="2" ms="auto">
          <Button
            asChild
            size="sm"
            colorPalette="brand"
            display={{ base: 'none', sm: 'inline-flex' }}
          >
            <a href={mailto(siteConfig.email)}>Contact</a>
          </Button>
          <QuickSearch />
          <ColorModeButton />
          <MobileMenu />
        </HStack>
      </Flex>
    </Box>
  )
}
