import type { OutcomeCopy } from '#lib/form-message'

/** In its own file, so the sign-up's client island imports only this. */
export const newsletterCopy = {
  heading: 'The brand-protection briefing',
  text: 'A short monthly email on the scams we are seeing and how to stop them. Unsubscribe at any time.',
  label: 'Work email',
  placeholder: 'you@company.co.uk',
  button: 'Subscribe',
  sending: 'Subscribing…',
  /** Only 200 and 202 count as success. */
  outcomes: {
    success: { 200: 'Thank you for signing up!', 202: "You're already on our list!" },
    refused: 'There was an issue with your signup. Please try again.',
    unreachable: 'There was an error connecting to the server.',
  } satisfies OutcomeCopy,
}
