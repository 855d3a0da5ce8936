// The interactive contact message form. Validation runs on the shared zod schema; the server
// checks the same schema again. Loaded by deferred-message-form.tsx, which hands over what was
// typed into the form before this module arrived.
import { zodResolver } from '@hookform/resolvers/zod'
import { useEffect, useLayoutEffect, useRef } from 'react'
import { useForm } from 'react-hook-form'
import { withData } from '../../lib/data-provider.tsx'
import {
  contactInputSchema,
  HONEYPOT_FIELD,
  type ContactFormValues,
  type ContactInput,
} from '../../lib/validation/contact.ts'
import {
  MESSAGE_FIELDS,
  MessageFormView,
  type FormControlName,
  type MessageField,
} from './message-form-view.tsx'
import { useContactSubmit } from './use-contact-submit.ts'
import { useTopicMessage } from './use-topic-prefill.ts'

const emptyValues: Record<FormControlName, string> = {
  name: '',
  email: '',
  organization: '',
  message: '',
  [HONEYPOT_FIELD]: '',
}

export interface MessageFormProps {
  /** Values typed before this form took over. */
  initialValues?: Partial<Record<FormControlName, string>>
  /** The field that had focus before this form took over. */
  focusField?: MessageField
  /** Send at once: the visitor already pressed Send. */
  submitOnMount?: boolean
}

function InteractiveMessageForm({ initialValues, focusField, submitOnMount }: MessageFormProps) {
  const topicMessage = useTopicMessage()
  const formRef = useRef<HTMLFormElement>(null)
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

  // Take over from the static form: its values (as edits), focus, and a pending send, before the
  // browser handles any further input (the static form was read in this same task).
  useLayoutEffect(() => {
    const defaults = { ...emptyValues, message: topicMessage }
    for (const [name, value] of Object.entries(initialValues ?? {}) as [FormControlName, string][])
      if (value !== defaults[name]) setValue(name, value, { shouldDirty: true })
    // Directly, not with setFocus: react-hook-form focuses in a timeout, and a keystroke in
    // between would land on no field.
    const focused = focusField ? formRef.current?.elements.namedItem(focusField) : null
    if (focused instanceof HTMLElement) focused.focus()
    if (submitOnMount) formRef.current?.requestSubmit()
    // Only once, when this form replaces the static one.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  // A later "request …" link on the same page changes the topic: prefill unless edited.
  useEffect(() => {
    if (topicMessage && !getFieldState('message').isDirty) setValue('message', topicMessage)
  }, [topicMessage, getFieldState, setValue])

  const submit = useContactSubmit({
    onSuccess: () => reset(emptyValues),
    onFieldErrors: (fieldErrors) => {
      let first = true
      for (const name of MESSAGE_FIELDS) {
        const message = fieldErrors[name]?.[0]
        if (!message) continue
        setError(name, { type: 'server', message }, { shouldFocus: first })
        first = false
      }
    },
  })

  return (
    <MessageFormView
      formRef={formRef}
      control={(name) => register(name)}
      errors={{
        name: errors.name?.message,
        email: errors.email?.message,
        organization: errors.organization?.message,
        message: errors.message?.message,
      }}
      pending={submit.isPending}
      onSubmit={handleSubmit((values) => submit.mutate(values))}
    />
  )
}

export const MessageForm = withData(InteractiveMessageForm)
