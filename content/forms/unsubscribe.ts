import type { UnsubscribeField } from '#lib/validations/unsubscribe'
import { shared, type FormCopy, type NextSteps } from '@/content/forms/form-copy'

// The token comes from the link in the email and has no field of its own.
export const unsubscribeForm: FormCopy<Exclude<UnsubscribeField, 'token'>> = {
  fields: {
    email: { label: 'Email address' },
  },
  submit: 'Unsubscribe',
  sending: 'Unsubscribing…',
  invalid: shared.invalid,
  outcomes: {
    success: 'You have been unsubscribed. We will not send you the newsletter again.',
    refused: 'There was an issue unsubscribing this address. Please check it and try again.',
    unreachable: shared.unreachable,
  },
}

export const unsubscribeNextSteps: NextSteps = {
  heading: 'Good to know',
  items: [
    ['This stops the newsletter only. Customers still receive emails about their account and service.'],
    ['Changed your mind? You can sign up again at any time on our home page.'],
  ],
}
