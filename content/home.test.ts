import { formMessage } from '#lib/form-message'
import type { PostResult } from '#lib/api'
import { homeHeader } from '@/content/home'

const newsletterMessage = (result: PostResult) => formMessage(result, homeHeader.newsletter.outcomes)

describe('the newsletter outcome messages', () => {
  it('thanks a new subscriber and clears the field (200)', () => {
    expect(newsletterMessage(200)).toEqual({ tone: 'success', text: 'Thank you for signing up!', keepInput: false })
  })

  it('recognises an existing subscriber and clears the field (202)', () => {
    expect(newsletterMessage(202)).toEqual({ tone: 'success', text: "You're already on our list!", keepInput: false })
  })

  it.each([201, 204, 400, 409, 422, 429, 500, 503])('reports an issue and keeps the input for status %i', (status) => {
    expect(newsletterMessage(status)).toEqual({
      tone: 'error',
      text: 'There was an issue with your signup. Please try again.',
      keepInput: true,
    })
  })

  it('reports a connection error and keeps the input when the server is unreachable', () => {
    expect(newsletterMessage('unreachable')).toEqual({
      tone: 'error',
      text: 'There was an error connecting to the server.',
      keepInput: true,
    })
  })
})
