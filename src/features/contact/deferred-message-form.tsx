// The message form as the page first shows it: the same markup as the interactive form, whose
// code (react-hook-form, zod, the data layer: about 45 KB of gzipped JavaScript) loads when the
// form comes near the viewport, is focused or pointed at, or is sent. The interactive form
// then takes over with what was typed, the focused field, and a pending send.
import { useCallback, useEffect, useRef, useState, type ComponentType } from 'react'
import { flushSync } from 'react-dom'
import { HONEYPOT_FIELD } from '../../lib/validation/contact-fields.ts'
import type { MessageFormProps } from './message-form.tsx'
import { MESSAGE_FIELDS, MessageFormView, type FormControlName } from './message-form-view.tsx'
import { useTopicMessage } from './use-topic-prefill.ts'

const loadForm = () => import('./message-form.tsx')

/** Start loading this far before the form scrolls into view. */
const NEAR_VIEWPORT = '300px'

interface Takeover extends MessageFormProps {
  Form: ComponentType<MessageFormProps>
}

function readTakeover(form: HTMLFormElement | null, submit: boolean) {
  const data = form ? new FormData(form) : undefined
  const values: Partial<Record<FormControlName, string>> = {}
  const names: FormControlName[] = [...MESSAGE_FIELDS, HONEYPOT_FIELD]
  for (const name of names) {
    const value = data?.get(name)
    if (typeof value === 'string') values[name] = value
  }
  const active = document.activeElement
  const focused =
    active instanceof HTMLElement && form?.contains(active)
      ? MESSAGE_FIELDS.find((name) => name === active.getAttribute('name'))
      : undefined
  return { initialValues: values, focusField: focused, submitOnMount: submit }
}

export function DeferredMessageForm() {
  const topicMessage = useTopicMessage()
  const formRef = useRef<HTMLFormElement>(null)
  const requested = useRef(false)
  const sendRequested = useRef(false)
  const [takeover, setTakeover] = useState<Takeover>()

  const load = useCallback(() => {
    if (requested.current) return
    requested.current = true
    // Read the static form and swap it in one task (flushSync, and the takeover runs in a layout
    // effect), so no keystroke or Tab can fall between what is read and what takes over.
    void loadForm().then(({ MessageForm }) =>
      flushSync(() =>
        setTakeover({ Form: MessageForm, ...readTakeover(formRef.current, sendRequested.current) }),
      ),
    )
  }, [])

  useEffect(() => {
    const form = formRef.current
    if (!form || typeof IntersectionObserver === 'undefined') {
      load()
      return
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) load()
      },
      { rootMargin: NEAR_VIEWPORT },
    )
    observer.observe(form)
    return () => observer.disconnect()
  }, [load])

  if (takeover) {
    const { Form, ...props } = takeover
    return <Form {...props} />
  }
  return (
    <MessageFormView
      formRef={formRef}
      control={(name) => ({ name, defaultValue: name === 'message' ? topicMessage : '' })}
      onSubmit={(event) => {
        event.preventDefault()
        sendRequested.current = true
        load()
      }}
      onFocus={load}
      onPointerEnter={load}
    />
  )
}
