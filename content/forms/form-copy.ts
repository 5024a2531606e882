import type { OutcomeCopy } from '#lib/form-message'

export type FieldCopy = {
  /** Also the field's accessible name; an optional field says so here. */
  label: string
  /** Shown under the label and read with the field. */
  hint?: string
}

/** Pages pass this in as props, so none of it is in the JavaScript. */
export type FormCopy<Field extends string> = {
  fields: Record<Field, FieldCopy>
  submit: string
  sending: string
  invalid: string
  outcomes: OutcomeCopy
}

export type LinkedText = (string | { text: string; href: string })[]

/** `reach`: other ways in, each an address a reader can use without the form. */
export type NextSteps = {
  heading: string
  facts?: { label: string; text: string }[]
  items: LinkedText[]
  reach?: { heading: string; ways: ({ label: string } & ({ email: string } | { text: string }))[] }
}

export const shared = {
  sending: 'Sending…',
  invalid: 'Some details need correcting. Please check the messages below.',
  unreachable: 'There was an error connecting to the server. Please check your connection and try again.',
} as const
