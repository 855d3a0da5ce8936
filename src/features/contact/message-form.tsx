// Right side of the contact section: the message form (spec §2, §4, §5). Validation runs on
// the shared zod schema; the server checks the same schema again.
import { Box, Button, Input, Stack, Textarea } from '@chakra-ui/react'
import { zodResolver } from '@hookform/resolvers/zod'
import { useEffect } from 'react'
import { useForm } from 'react-hook-form'
import {
  CONTACT_LIMITS,
  contactInputSchema,
  HONEYPOT_FIELD,
  type ContactFormValues,
  type ContactInput,
} from '../../lib/validation/contact.ts'
import { errorId, FormField } from './form-field.tsx'
import { useContactSubmit } from './use-contact-submit.ts'
import { useTopicMessage } from './use-topic-prefill.ts'

const emptyValues: ContactFormValues = {
  name: '',
  email: '',
  organization: '',
  message: '',
  [HONEYPOT_FIELD]: '',
}

const fieldNames = ['name', 'email', 'organization', 'message'] as const

export function MessageForm() {
  const topicMessage = useTopicMessage()
  const {
    register,
    handleSubmit,
    reset,
    setValue,
    setError,
    getFieldState,
    formState: { errors },
  } = useForm<ContactFormValues, unknown, ContactInput>({
    resolver: zodResolver(contactInputSchema),
    defaultValues: { ...emptyValues, message: topicMessage },
  })

  // A later "request …" link on the same page changes the topic: prefill unless edited.
  useEffect(() => {
    if (topicMessage && !getFieldState('message').isDirty) setValue('message', topicMessage)
  }, [topicMessage, getFieldState, setValue])

  const submit = useContactSubmit({
    onSuccess: () => reset(emptyValues),
    onFieldErrors: (fieldErrors) => {
      let first = true
      for (const name of fieldNames) {
        const message = fieldErrors[name]?.[0]
        if (!message) continue
        setError(name, { type: 'server', message }, { shouldFocus: first })
        first = false
      }
    },
  })
  const pending = submit.isPending
  const describedBy = (name: (typeof fieldNames)[number]) =>
    errors[name] ? errorId(name) : undefined

  return (
    <Box
      asChild
      position="relative"
      bg="bg"
      borderWidth="1px"
      rounded="xl"
      p={{ base: '5', md: '8' }}
      shadow="sm"
    >
      <form
        aria-label="Contact form"
        noValidate
        onSubmit={handleSubmit((values) => submit.mutate(values))}
      >
        <Stack gap="5">
          <FormField name="name" label="Name" error={errors.name?.message}>
            <Input
              autoComplete="name"
              maxLength={CONTACT_LIMITS.name}
              aria-describedby={describedBy('name')}
              {...register('name')}
            />
          </FormField>
          <FormField name="email" label="Email" error={errors.email?.message}>
            <Input
              type="email"
              autoComplete="email"
              maxLength={CONTACT_LIMITS.email}
              aria-describedby={describedBy('email')}
              {...register('email')}
            />
          </FormField>
          <FormField
            name="organization"
            label="Organization (Optional)"
            error={errors.organization?.message}
          >
            <Input
              autoComplete="organization"
              maxLength={CONTACT_LIMITS.organization}
              aria-describedby={describedBy('organization')}
              {...register('organization')}
            />
          </FormField>
          <FormField name="message" label="Message" error={errors.message?.message}>
            <Textarea
              rows={4}
              maxLength={CONTACT_LIMITS.message}
              aria-describedby={describedBy('message')}
              {...register('message')}
            />
          </FormField>
          {/* Honeypot: invisible and unreachable for people and assistive technology. */}
          <Box
            aria-hidden="true"
            position="absolute"
            left="-10000px"
            w="1px"
            h="1px"
            overflow="hidden"
          >
            <label htmlFor="contact-website">Website</label>
            <input
              id="contact-website"
              type="text"
              tabIndex={-1}
              autoComplete="off"
              {...register(HONEYPOT_FIELD)}
            />
          </Box>
          <Button type="submit" colorPalette="brand" size="lg" disabled={pending}>
            {pending ? 'Sending...' : 'Send Message'}
          </Button>
        </Stack>
      </form>
    </Box>
  )
}
