// The contact message form's markup, shared by the static form of the first paint
// (deferred-message-form.tsx) and the interactive form that replaces it (message-form.tsx).
import { Box, Button, Input, Stack, Textarea } from '@chakra-ui/react'
import type { FocusEventHandler, FormEventHandler, PointerEventHandler, Ref } from 'react'
import type { UseFormRegisterReturn } from 'react-hook-form'
import { CONTACT_LIMITS, HONEYPOT_FIELD } from '../../lib/validation/contact-fields.ts'
import { errorId, FormField } from './form-field.tsx'

export const MESSAGE_FIELDS = ['name', 'email', 'organization', 'message'] as const
export type MessageField = (typeof MESSAGE_FIELDS)[number]
export type FormControlName = MessageField | typeof HONEYPOT_FIELD

/** What each control gets: react-hook-form's register() result, or a name and a first value. */
export type ControlProps = Partial<UseFormRegisterReturn> & { name: string; defaultValue?: string }

export interface MessageFormViewProps {
  control: (name: FormControlName) => ControlProps
  onSubmit: FormEventHandler<HTMLFormElement>
  errors?: Partial<Record<MessageField, string>>
  pending?: boolean
  formRef?: Ref<HTMLFormElement>
  onFocus?: FocusEventHandler<HTMLFormElement>
  onPointerEnter?: PointerEventHandler<HTMLFormElement>
}

export function MessageFormView({
  control,
  onSubmit,
  errors = {},
  pending = false,
  formRef,
  onFocus,
  onPointerEnter,
}: MessageFormViewProps) {
  const describedBy = (name: MessageField) => (errors[name] ? errorId(name) : undefined)
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
        ref={formRef}
        aria-label="Contact form"
        noValidate
        onSubmit={onSubmit}
        onFocus={onFocus}
        onPointerEnter={onPointerEnter}
      >
        <Stack gap="5">
          <FormField name="name" label="Name" error={errors.name}>
            <Input
              autoComplete="name"
              maxLength={CONTACT_LIMITS.name}
              aria-describedby={describedBy('name')}
              {...control('name')}
            />
          </FormField>
          <FormField name="email" label="Email" error={errors.email}>
            <Input
              type="email"
              autoComplete="email"
              maxLength={CONTACT_LIMITS.email}
              aria-describedby={describedBy('email')}
              {...control('email')}
            />
          </FormField>
          <FormField
            name="organization"
            label="Organization (Optional)"
            error={errors.organization}
          >
            <Input
              autoComplete="organization"
              maxLength={CONTACT_LIMITS.organization}
              aria-describedby={describedBy('organization')}
              {...control('organization')}
            />
          </FormField>
          <FormField name="message" label="Message" error={errors.message}>
            <Textarea
              rows={4}
              maxLength={CONTACT_LIMITS.message}
              aria-describedby={describedBy('message')}
              {...control('message')}
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
              {...control(HONEYPOT_FIELD)}
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
