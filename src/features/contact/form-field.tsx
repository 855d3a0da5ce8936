// One labelled form control with its error under it. The error text has a stable id that the
// control references through aria-describedby while the field is invalid.
import { Field } from '@chakra-ui/react'
import type { ReactElement } from 'react'

export function errorId(name: string): string {
  return `contact-${name}-error`
}

export function FormField({
  name,
  label,
  error,
  children,
}: {
  name: string
  label: string
  error: string | undefined
  children: ReactElement
}) {
  return (
    <Field.Root
      invalid={Boolean(error)}
      ids={{ control: `contact-${name}`, errorText: errorId(name) }}
    >
      <Field.Label>{label}</Field.Label>
      {children}
      {/* Chakra's default error red is below 4.5:1 on white: use a darker shade in light mode. */}
      <Field.ErrorText color={{ _light: 'red.700', _dark: 'red.300' }}>{error}</Field.ErrorText>
    </Field.Root>
  )
}
