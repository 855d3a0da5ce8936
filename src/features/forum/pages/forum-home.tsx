// /forum: heading, New Post, a search box that searches discussions, the categories grid with
// their real counts, Recent Discussions, and a sidebar with Trending This Week (first 5),
// Community Stats (real figures) and Quick Links.
import {
  Box,
  Button,
  Card,
  Grid,
  HStack,
  Input,
  InputGroup,
  Link,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
} from '@chakra-ui/react'
import { Heading } from '../../../components/heading.tsx'
import { ArrowRight, Plus, Search } from 'lucide-react'
import { useDeferredValue, useState, type ReactNode } from 'react'
import { Link as RouterLink } from 'react-router'
import { ContentSection, PageContainer } from '../../../components/page-layout.tsx'
import { PageMeta } from '../../../components/page-meta.tsx'
import { forumHomePage } from '../../../content/forum.ts'
import { paths } from '../../../lib/paths.ts'
import { siteConfig } from '../../../lib/site-config.ts'
import {
  useForumCategories,
  useForumSearch,
  useForumStats,
  useRecentPosts,
  useTrendingPosts,
} from '../api.ts'
import { formatCount, plural } from '../format.ts'
import { CategoryIcon } from '../components/category-icon.tsx'
import { AccountBar } from '../components/account-bar.tsx'
import { PostList } from '../components/post-list.tsx'

export function ForumHome() {
  const [search, setSearch] = useState('')
  const query = useDeferredValue(search.trim())
  return (
    <PageContainer>
      <PageMeta {...forumHomePage.meta} />
      <AccountBar />
      <Stack gap="5">
        <HStack justify="space-between" align="start" wrap="wrap" gap="4">
          <Stack gap="2">
            <Heading as="h1" size={{ base: '3xl', md: '4xl' }}>
              {forumHomePage.header.title}
            </Heading>
            <Text color="fg.muted" fontSize="lg" maxW="3xl">
              {forumHomePage.header.description}
            </Text>
          </Stack>
          <Button asChild colorPalette="brand">
            <RouterLink to={paths.forum.newPost.getHref()}>
              <Plus aria-hidden="true" />
              New Post
            </RouterLink>
          </Button>
        </HStack>
        <InputGroup startElement={<Search size={16} aria-hidden="true" />} maxW="2xl">
          <Input
            type="search"
            aria-label="Search the forum"
            placeholder="Search discussions, topics, or users..."
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            maxLength={100}
          />
        </InputGroup>
      </Stack>

      {query.length >= 2 && <SearchResults query={query} />}

      <CategoriesGrid />

      <Grid templateColumns={{ base: '1fr', lg: '2fr 1fr' }} gap="8" alignItems="start">
        <RecentDiscussions />
        <Stack gap="6">
          <Trending />
          <CommunityStats />
          <QuickLinks />
        </Stack>
      </Grid>
    </PageContainer>
  )
}

function SearchResults({ query }: { query: string }) {
  const results = useForumSearch(query)
  return (
    <ContentSection id="forum-search-heading" title={`Discussions matching “${query}”`}>
      <PostList
        label="Search results"
        posts={results.data}
        loading={results.isLoading}
        emptyText="No discussions match your search. Try another word, or start the conversation with a new post."
      />
    </ContentSection>
  )
}

function CategoriesGrid() {
  const categories = useForumCategories()
  return (
    <ContentSection id="forum-categories-heading" title="Categories">
      {categories.isLoading ? (
        <SimpleGrid columns={{ base: 1, md: 2, xl: 4 }} gap="4" aria-busy="true">
          {Array.from({ length: 8 }, (_, i) => (
            <Skeleton key={i} height="36" rounded="lg" />
          ))}
        </SimpleGrid>
      ) : (categories.data ?? []).length === 0 ? (
        <Text color="fg.muted">No categories yet.</Text>
      ) : (
        <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 2, xl: 4 }} gap="4">
          {(categories.data ?? []).map((category) => (
            <Box as="li" key={category.id}>
              <Card.Root
                asChild
                h="full"
                variant="outline"
                _hover={{ borderColor: 'brand.solid', shadow: 'sm' }}
              >
                <RouterLink to={paths.forum.category.getHref(category.slug)}>
                  <Card.Body gap="3">
                    <HStack gap="3">
                      <CategoryIcon icon={category.icon} color={category.color} />
                      <Heading as="h3" size="md">
                        {category.name}
                      </Heading>
                    </HStack>
                    <Text fontSize="sm" color="fg.muted" flex="1">
                      {category.description}
                    </Text>
                    <HStack gap="4" fontSize="sm" color="fg.muted">
                      <Text>{plural(category.postCount, 'post')}</Text>
                      <Text>{plural(category.memberCount, 'member')}</Text>
                    </HStack>
                  </Card.Body>
                </RouterLink>
              </Card.Root>
            </Box>
          ))}
        </SimpleGrid>
      )}
    </ContentSection>
  )
}

function RecentDiscussions() {
  const recent = useRecentPosts()
  return (
    <ContentSection id="forum-recent-heading" title="Recent Discussions">
      <PostList
        label="Recent discussions"
        posts={recent.data}
        loading={recent.isLoading}
        emptyText="No discussions yet. Be the first to start a conversation!"
      />
    </ContentSection>
  )
}

function SideCard({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Card.Root as="section" variant="outline" aria-labelledby={id}>
      <Card.Body gap="4">
        <Heading as="h2" id={id} size="md">
          {title}
        </Heading>
        {children}
      </Card.Body>
    </Card.Root>
  )
}

function Trending() {
  const trending = useTrendingPosts()
  return (
    <SideCard id="forum-trending-heading" title="Trending This Week">
      <PostList
        compact
        label="Trending this week"
        posts={trending.data?.slice(0, 5)}
        loading={trending.isLoading}
        emptyText="No trending posts this week."
      />
    </SideCard>
  )
}

function CommunityStats() {
  const stats = useForumStats()
  const rows: [string, number | undefined][] = [
    ['Members', stats.data?.members],
    ['Posts', stats.data?.posts],
    ['Active today', stats.data?.activeToday],
    ['New this week', stats.data?.newThisWeek],
  ]
  return (
    <SideCard id="forum-stats-heading" title="Community Stats">
      <Box as="dl" display="grid" gridTemplateColumns="1fr auto" rowGap="2" fontSize="sm">
        {rows.map(([label, value]) => (
          <Box key={label} display="contents">
            <Box as="dt" color="fg.muted">
              {label}
            </Box>
            <Box as="dd" fontWeight="semibold" textAlign="end">
              {stats.isLoading ? <Skeleton height="4" width="10" /> : formatCount(value ?? 0)}
            </Box>
          </Box>
        ))}
      </Box>
    </SideCard>
  )
}

function QuickLinks() {
  const links = [
    { to: paths.forum.guidelines.getHref(), label: 'Community Guidelines' },
    { to: paths.forum.members.getHref(), label: 'Member Directory' },
    { to: paths.forum.tags.getHref(), label: 'Browse Tags' },
    { to: paths.training.getHref(), label: `${siteConfig.name} Training` },
  ]
  return (
    <SideCard id="forum-links-heading" title="Quick Links">
      <Stack as="ul" listStyleType="none" gap="2">
        {links.map((link) => (
          <li key={link.to}>
            <Link asChild color="brand.fg" fontSize="sm">
              <RouterLink to={link.to}>
                <ArrowRight size={14} aria-hidden="true" />
                {link.label}
              </RouterLink>
            </Link>
          </li>
        ))}
      </Stack>
    </SideCard>
  )
}
