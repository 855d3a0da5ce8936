// /forum/members: everyone who has taken part, with their number of posts and comments.
import { Avatar, Box, HStack, Link, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react'
import { Link as RouterLink } from 'react-router'
import { ContentPage } from '../../../components/page-layout.tsx'
import { forumMembersPage } from '../../../content/forum.ts'
import { paths } from '../../../lib/paths.ts'
import { useForumMembers } from '../api.ts'
import { authorName, avatarSrc, plural } from '../format.ts'
import { RelativeTime } from '../components/relative-time.tsx'

export function MembersPage() {
  const members = useForumMembers()
  return (
    <ContentPage copy={forumMembersPage}>
      {members.isLoading ? (
        <Skeleton height="60" rounded="lg" />
      ) : (members.data ?? []).length === 0 ? (
        <Text color="fg.muted">No members have posted yet.</Text>
      ) : (
        <SimpleGrid
          as="ul"
          listStyleType="none"
          columns={{ base: 1, md: 2, lg: 3 }}
          gap="4"
          aria-label="Members"
        >
          {(members.data ?? []).map((member) => (
            <Box as="li" key={member.id} borderWidth="1px" rounded="lg" p="4" bg="bg.panel">
              <HStack gap="3">
                <Avatar.Root size="md">
                  <Avatar.Fallback name={authorName(member)} />
                  <Avatar.Image src={avatarSrc(member, 48)} alt="" />
                </Avatar.Root>
                <Stack gap="0.5">
                  <Link asChild fontWeight="semibold">
                    <RouterLink to={paths.forum.member.getHref(member.id)}>
                      {authorName(member)}
                    </RouterLink>
                  </Link>
                  <Text fontSize="sm" color="fg.muted">
                    {plural(member.postCount, 'post')} · {plural(member.commentCount, 'comment')}
                  </Text>
                  {member.lastActive && (
                    <Text fontSize="xs" color="fg.muted">
                      Last active <RelativeTime date={member.lastActive} />
                    </Text>
                  )}
                </Stack>
              </HStack>
            </Box>
          ))}
        </SimpleGrid>
      )}
    </ContentPage>
  )
}
