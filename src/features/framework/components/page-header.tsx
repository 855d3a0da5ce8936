// The top of every framework page: breadcrumbs (a clear way back), the one h1, an intro line
// and optional action buttons.
import { Breadcrumb, Container, HStack, Stack, Text } from '@chakra-ui/react'
import { Heading } from '../../../components/heading.tsx'
import { Fragment, type ReactNode } from 'react'
import { Link as RouterLink } from 'react-router'

export interface Crumb {
  label: string
  href: string
}

export function PageHeader({
  title,
  description,
  crumbs,
  icon,
  actions,
}: {
  title: string
  description: string
  /** Ancestors of this page, from Home down; the page itself is added as the current item. */
  crumbs: Crumb[]
  icon?: ReactNode
  actions?: ReactNode
}) {
  return (
    <Stack
      as="header"
      bgGradient="to-b"
      gradientFrom="brand.subtle"
      gradientTo="bg"
      py={{ base: '8', md: '12' }}
    >
      <Container maxW="6xl">
        <Stack gap="5">
          <Breadcrumb.Root size="sm">
            <Breadcrumb.List flexWrap="wrap">
              {crumbs.map((crumb) => (
                <Fragment key={crumb.href}>
                  <Breadcrumb.Item>
                    <Breadcrumb.Link asChild color="fg.muted">
                      <RouterLink to={crumb.href}>{crumb.label}</RouterLink>
                    </Breadcrumb.Link>
                  </Breadcrumb.Item>
                  <Breadcrumb.Separator />
                </Fragment>
              ))}
              <Breadcrumb.Item>
                <Breadcrumb.CurrentLink>{title}</Breadcrumb.CurrentLink>
              </Breadcrumb.Item>
            </Breadcrumb.List>
          </Breadcrumb.Root>
          <HStack gap="4" align="center">
            {icon}
            <Heading as="h1" size={{ base: '2xl', md: '4xl' }} lineHeight="1.15">
              {title}
            </Heading>
          </HStack>
          <Text fontSize={{ base: 'md', md: 'lg' }} color="fg.muted" maxW="4xl">
            {description}
          </Text>
          {actions ? (
            <HStack gap="3" flexWrap="wrap">
              {actions}
            </HStack>
          ) : null}
        </Stack>
      </Container>
    </Stack>
  )
}
