import type { OutcomeCopy } from '@/lib/form-message'

export type FieldCopy = {
  /** Visible label, also the field's accessible name; optional fields say so here. */
  label: string
  /** Shown under the label and read with the field. */
  hint?: string
}

/** Everything a form island shows; pages pass it in as props, so none of it is in the JavaScript. */
export type FormCopy<Field extends string> = {
  fields: Record<Field, FieldCopy>
  submit: string
  sending: string
  /** Status text when fields need correcting (each field shows its own message). */
  invalid: string
  outcomes: OutcomeCopy
}

/** A sentence with links in it: text, and links (a page of this site, an email address or another site) between. */
export type LinkedText = (string | { text: string; href: string })[]

/** The "What happens next" panel beside a form: optional labelled facts (who, when, what), then a list whose items may link. */
export type NextSteps = { heading: string; facts?: { label: string; text: string }[]; items: LinkedText[] }

/** Texts every form shares. */
export const shared = {
  sending: 'Sending…',
  invalid: 'Some details need correcting. Please check the messages below.',
  unreachable: 'There was an error connecting to the server. Please check your connection and try again.',
} as const
