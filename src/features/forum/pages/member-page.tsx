// /forum/members/:id: one participant's public page: name, avatar and bio, when they joined and
// were last active, their counts, and the discussions they started, newest first.
import { Avatar, HStack, Stack, Text } from '@chakra-ui/react'
import { useParams } from 'react-router'
import { PageContainer, PageHeader } from '../../../components/page-layout.tsx'
import { PageMeta } from '../../../components/page-meta.tsx'
import { paths } from '../../../lib/paths.ts'
import { useForumMember } from '../api.ts'
import { authorName, avatarSrc, plural } from '../format.ts'
import { ForumNotFound } from '../components/forum-not-found.tsx'
import { usePageParam } from '../components/pager.tsx'
import { PagedPostList } from '../components/post-list.tsx'
import { RelativeTime } from '../components/relative-time.tsx'

export function MemberPage() {
  const id = Number(useParams().id)
  const page = usePageParam()
  const result = useForumMember(id, page)
  const member = result.data
  // Null: nobody with this id has published; an error: the id is not one (the server answers
  // both with its 404 page, so only a link inside the app lands here).
  if (member === null || result.isError)
    return (
      <ForumNotFound
        title="Member not found"
        message="Nobody with this address has published in the forum. See everyone who has on the members page."
      />
    )
  const name = member ? authorName(member) : 'Forum member'
  return (
    <PageContainer>
      <PageMeta
        title={`${name} | Forum members`}
        description={`${name}'s discussions and replies in the IPAML community.`}
      />
      <PageHeader
        title={name}
        description={
          member
            ? `${plural(member.postCount, 'discussion')} started · ${plural(member.commentCount, 'reply', 'replies')}`
            : 'A member of the IPAML community.'
        }
        icon={
          member ? (
            <Avatar.Root size="xl">
              <Avatar.Fallback name={name} />
              <Avatar.Image src={avatarSrc(member, 96)} alt="" />
            </Avatar.Root>
          ) : undefined
        }
        back={{ href: paths.forum.members.getHref(), label: 'All members' }}
      >
        {member && (
          <Stack gap="2">
            {member.bio && <Text maxW="3xl">{member.bio}</Text>}
            <HStack gap="4" wrap="wrap" fontSize="sm" color="fg.muted">
              <Text>
                Joined <RelativeTime date={member.joined} />
              </Text>
              {member.lastActive && (
                <Text>
                  Last active <RelativeTime date={member.lastActive} />
                </Text>
              )}
            </HStack>
          </Stack>
        )}
      </PageHeader>
      <PagedPostList
        heading="Discussions started"
        label={`Discussions started by ${name}`}
        posts={member?.posts}
        pageSize={member?.pageSize}
        page={page}
        loading={result.isLoading}
        emptyText="No discussions started yet; this member has replied to others."
      />
    </PageContainer>
  )
}
