// /forum/new-post: the posting form (name, email, category, title, body, tags) with the shared
// validation rules and the spam traps every form shares (honeypot, minimum fill time). A post
// is stored as pending and appears once a moderator approves it; the visitor is told so.
import {
  Alert,
  Box,
  Button,
  Field,
  Input,
  NativeSelect,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
} from '@chakra-ui/react'
import { zodResolver } from '@hookform/resolvers/zod'
import { useEffect, useState, type ReactNode } from 'react'
import { useForm } from 'react-hook-form'
import { z } from '../../../lib/validation/zod.ts'
import { Link as RouterLink, useSearchParams } from 'react-router'
import { ContentPage, PageContainer } from '../../../components/page-layout.tsx'
import { forumNewPostPage } from '../../../content/forum.ts'
import { PageMeta } from '../../../components/page-meta.tsx'
import { paths } from '../../../lib/paths.ts'
import {
  FORUM_BODY_MAX,
  FORUM_MIN_FILL_MS,
  FORUM_TAGS_MAX,
  FORUM_TITLE_MAX,
  memberTopicSchema,
  newPostSchema,
  type NewPostInput,
} from '../../../lib/validation/forum.ts'
import { useMe } from '../account-api.ts'
import { useCreatePost, useForumCategories } from '../api.ts'
import { useCreateTopic } from '../topic-api.ts'

type FieldName = Exclude<keyof NewPostInput, 'startedAt' | 'website'>

export function NewPostPage() {
  const [params] = useSearchParams()
  const categories = useForumCategories()
  const [startedAt] = useState(() => Date.now())
  const [submittedTitle, setSubmittedTitle] = useState<string | null>(null)
  // A signed-in member posts as themselves: no name or address to type.
  const member = useMe().data
  const [published, setPublished] = useState<number | null>(null)
  const form = useForm<NewPostInput>({
    resolver: zodResolver(
      member ? memberTopicSchema.extend({ name: z.string(), email: z.string() }) : newPostSchema,
    ),
    mode: 'onTouched',
    defaultValues: {
      name: '',
      email: '',
      category: params.get('category') ?? '',
      title: '',
      body: '',
      tags: '',
      website: '',
      startedAt,
    },
  })
  // The select only knows its options once categories have loaded: apply ?category= then.
  const preset = params.get('category')
  const categoryList = categories.data
  useEffect(() => {
    if (preset && categoryList?.some((c) => c.slug === preset)) form.setValue('category', preset)
  }, [preset, categoryList, form])
  const createTopic = useCreateTopic()
  const create = useCreatePost({
    onSuccess: (_data, input) => setSubmittedTitle(input.title),
    onError: (error) => {
      const fieldErrors = (error.data?.fieldErrors ?? {}) as Record<string, string[] | undefined>
      for (const [name, messages] of Object.entries(fieldErrors)) {
        if (messages?.[0]) form.setError(name as FieldName, { message: messages[0] })
      }
    },
  })
  const { errors } = form.formState

  if (published !== null)
    return (
      <PostConfirmation pageTitle="Topic published" title="Your topic is published.">
        <Button asChild colorPalette="brand">
          <RouterLink to={paths.forum.post.getHref(published)}>Open your topic</RouterLink>
        </Button>
      </PostConfirmation>
    )

  if (submittedTitle !== null)
    return (
      <PostConfirmation
        pageTitle="Post awaiting review"
        title="Thank you! Your post awaits review."
        description={`“${submittedTitle}” has been received. A moderator reviews new posts, usually within one working day; once approved it appears in the forum.`}
      >
        <Button asChild colorPalette="brand">
          <RouterLink to={paths.forum.getHref()}>Back to the forum</RouterLink>
        </Button>
        <Button asChild variant="outline">
          <RouterLink to={paths.forum.guidelines.getHref()}>Read the guidelines</RouterLink>
        </Button>
      </PostConfirmation>
    )

  const failure = create.error ?? createTopic.error
  const serverMessage =
    failure && Object.keys(failure.data?.fieldErrors ?? {}).length === 0
      ? failure.data?.httpStatus === 429 || failure.message.includes('Too many')
        ? 'Too many submissions from your address. Please try again in a minute.'
        : failure.message || 'Your post could not be sent. Please try again.'
      : null

  return (
    <ContentPage copy={forumNewPostPage}>
      <Box asChild maxW="3xl">
        <form
          noValidate
          onSubmit={form.handleSubmit(async (values) => {
            // The server quietly discards posts sent faster than a person can fill the form in
            // (a bot's signature), so a person who is that quick waits out the rest instead.
            const early = startedAt + FORUM_MIN_FILL_MS - Date.now()
            if (early > 0) await new Promise((resolve) => setTimeout(resolve, early))
            if (!member) return create.mutate({ ...values, startedAt })
            const { name: _name, email: _email, ...topic } = values
            createTopic.mutate(
              { ...topic, startedAt },
              {
                onSuccess: (result) =>
                  result.status === 'published'
                    ? setPublished(result.id)
                    : setSubmittedTitle(values.title),
              },
            )
          })}
        >
          <Stack gap="5">
            {member ? (
              <Text>
                Posting as <strong>{member.displayName}</strong>.
              </Text>
            ) : (
              <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
                <Field.Root required invalid={!!errors.name}>
                  <Field.Label>
                    Name <Field.RequiredIndicator />
                  </Field.Label>
                  <Input autoComplete="name" {...form.register('name')} />
                  <Field.HelperText>Shown with your post.</Field.HelperText>
                  <Field.ErrorText>{errors.name?.message}</Field.ErrorText>
                </Field.Root>
                <Field.Root required invalid={!!errors.email}>
                  <Field.Label>
                    Email <Field.RequiredIndicator />
                  </Field.Label>
                  <Input type="email" autoComplete="email" {...form.register('email')} />
                  <Field.HelperText>Only for the moderators; never shown.</Field.HelperText>
                  <Field.ErrorText>{errors.email?.message}</Field.ErrorText>
                </Field.Root>
              </SimpleGrid>
            )}
            <Field.Root required invalid={!!errors.category}>
              <Field.Label>
                Category <Field.RequiredIndicator />
              </Field.Label>
              <NativeSelect.Root disabled={categories.isLoading}>
                <NativeSelect.Field {...form.register('category')}>
                  <option value="">Choose a category</option>
                  {(categories.data ?? []).map((category) => (
                    <option key={category.slug} value={category.slug}>
                      {category.name}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
              <Field.ErrorText>{errors.category?.message}</Field.ErrorText>
            </Field.Root>
            <Field.Root required invalid={!!errors.title}>
              <Field.Label>
                Title <Field.RequiredIndicator />
              </Field.Label>
              <Input maxLength={FORUM_TITLE_MAX} {...form.register('title')} />
              <Field.HelperText>State your question or topic in one line.</Field.HelperText>
              <Field.ErrorText>{errors.title?.message}</Field.ErrorText>
            </Field.Root>
            <Field.Root required invalid={!!errors.body}>
              <Field.Label>
                Message <Field.RequiredIndicator />
              </Field.Label>
              <Textarea rows={8} maxLength={FORUM_BODY_MAX} {...form.register('body')} />
              <Field.HelperText>
                Describe the context and what you already tried. Never include passwords or personal
                data.
              </Field.HelperText>
              <Field.ErrorText>{errors.body?.message}</Field.ErrorText>
            </Field.Root>
            <Field.Root invalid={!!errors.tags}>
              <Field.Label>Tags</Field.Label>
              <Input placeholder="e.g. pam, access-reviews" {...form.register('tags')} />
              <Field.HelperText>Up to {FORUM_TAGS_MAX}, separated by commas.</Field.HelperText>
              <Field.ErrorText>{errors.tags?.message}</Field.ErrorText>
            </Field.Root>
            {/* Honeypot: hidden from people and assistive technology; bots fill it in. */}
            <Box position="absolute" left="-10000px" aria-hidden="true">
              <label>
                Website
                <input type="text" tabIndex={-1} autoComplete="off" {...form.register('website')} />
              </label>
            </Box>
            {serverMessage && (
              <Alert.Root status="error">
                <Alert.Indicator />
                <Alert.Title>{serverMessage}</Alert.Title>
              </Alert.Root>
            )}
            <Text fontSize="sm" color="fg.muted">
              By posting you agree to the{' '}
              <RouterLink
                to={paths.forum.guidelines.getHref()}
                style={{ textDecoration: 'underline' }}
              >
                community guidelines
              </RouterLink>
              .
            </Text>
            <Box>
              <Button
                type="submit"
                colorPalette="brand"
                loading={create.isPending || createTopic.isPending || form.formState.isSubmitting}
                loadingText="Sending..."
              >
                Submit post
              </Button>
            </Box>
          </Stack>
        </form>
      </Box>
    </ContentPage>
  )
}

/** What the visitor sees once the form is sent: the outcome, then where to go next. */
function PostConfirmation({
  pageTitle,
  title,
  description,
  children,
}: {
  pageTitle: string
  title: string
  description?: string
  children: ReactNode
}) {
  return (
    <PageContainer>
      <PageMeta title={pageTitle} description={forumNewPostPage.meta.description} />
      <Stack gap="5" maxW="2xl">
        <Alert.Root status="success">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{title}</Alert.Title>
            {description ? <Alert.Description>{description}</Alert.Description> : null}
          </Alert.Content>
        </Alert.Root>
        <Stack direction={{ base: 'column', sm: 'row' }} gap="3">
          {children}
        </Stack>
      </Stack>
    </PageContainer>
  )
}
