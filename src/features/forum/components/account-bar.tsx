// The account bar on the forum's pages: who is signed in (initials, name, a link to the
// account page) or the ways in. For a visitor without a session cookie the server renders the
// ways in; with one, the server renders the bar empty (no loading placeholder, so a page read
// without JavaScript is complete) and the browser asks who is signed in once it has hydrated.
import { Avatar, Button, HStack, Text } from '@chakra-ui/react'
import { Link as RouterLink } from 'react-router'
import { paths } from '../../../lib/paths.ts'
import { useMe } from '../account-api.ts'

export function AccountBar() {
  const me = useMe()
  const member = me.data
  return (
    <HStack as="nav" aria-label="Your account" justify="flex-end" gap="3" minH="10">
      {me.isLoading ? null : member ? (
        <>
          <Avatar.Root size="sm" colorPalette="brand">
            <Avatar.Fallback>{member.initials}</Avatar.Fallback>
          </Avatar.Root>
          <Text fontWeight="medium">{member.displayName}</Text>
          <Button asChild size="sm" variant="outline">
            <RouterLink to={paths.forum.account.getHref()}>Account</RouterLink>
          </Button>
        </>
      ) : (
        <>
          <Button asChild size="sm" variant="ghost">
            <RouterLink to={paths.forum.signIn.getHref()}>Sign in</RouterLink>
          </Button>
          <Button asChild size="sm" colorPalette="brand">
            <RouterLink to={paths.forum.signUp.getHref()}>Join</RouterLink>
          </Button>
        </>
      )}
    </HStack>
  )
}
