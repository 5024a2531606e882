/** @jest-environment jsdom */
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { newsletterCopy } from '@/content/newsletter'
import { trackEvent } from '#lib/analytics'
import { apiPaths, apiUrl } from '#lib/api'
import { emailFormatMessage } from '#lib/validations/fields'
import { NewsletterForm } from '@/components/forms/newsletter-form'

// What e2e/newsletter.spec.ts leaves out: a double click, a network failure, the analytics events of a failure, the schema.
jest.mock('#lib/analytics', () => ({ trackEvent: jest.fn() }))

let fetchMock: jest.SpiedFunction<typeof fetch>
beforeEach(() => {
  jest.mocked(trackEvent).mockClear()
  fetchMock = jest.spyOn(global, 'fetch')
})
afterEach(() => fetchMock.mockRestore())

const click = ['Newsletter subscribe click']

it.each([
  [202, newsletterCopy.outcomes.success[202], '', [click]],
  [
    'unreachable',
    newsletterCopy.outcomes.unreachable,
    'someone@example.co.uk',
    [click, ['Newsletter signup failed', { status: 'unreachable' }]],
  ],
] as const)('%s after a double click: sent once, "%s", the field holds "%s"', async (status, text, after, events) => {
  let release: () => void = () => {}
  fetchMock.mockReset().mockImplementation(
    () =>
      new Promise((resolve, reject) => {
        release = () => (status === 'unreachable' ? reject(new TypeError('Failed to fetch')) : resolve({ status } as Response))
      }),
  )
  render(<NewsletterForm />)
  fireEvent.change(screen.getByLabelText(newsletterCopy.label), { target: { value: '  someone@example.co.uk ' } })
  const submit = screen.getByRole('button', { name: newsletterCopy.button })
  fireEvent.click(submit)
  fireEvent.click(submit)
  expect(await screen.findByRole('button', { name: newsletterCopy.sending })).toBeDisabled()
  await waitFor(() => expect(fetchMock).toHaveBeenCalled())
  await act(async () => release())
  expect(screen.getByRole('status')).toHaveTextContent(text)
  expect(screen.getByLabelText(newsletterCopy.label)).toHaveValue(after)
  expect(fetchMock.mock.calls).toEqual([
    [apiUrl(apiPaths.newsletter), expect.objectContaining({ method: 'POST', body: '{"email":"someone@example.co.uk"}' })],
  ])
  expect(jest.mocked(trackEvent).mock.calls).toEqual(events)
  expect(JSON.stringify(jest.mocked(trackEvent).mock.calls)).not.toContain('someone@')
})

it('an address the schema refuses is marked, said why, and not sent', async () => {
  fetchMock.mockReset()
  render(<NewsletterForm />)
  const field = screen.getByLabelText(newsletterCopy.label)
  fireEvent.change(field, { target: { value: 'someone@example' } })
  fireEvent.click(screen.getByRole('button', { name: newsletterCopy.button }))
  await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(emailFormatMessage))
  expect(field).toBeInvalid()
  expect(field).toHaveAccessibleDescription(emailFormatMessage)
  expect(field).toHaveFocus()
  expect(field).toHaveValue('someone@example')
  expect(fetchMock).not.toHaveBeenCalled()
})

it('a failing analytics call leaves the outcome the API gave, not the unreachable message', async () => {
  const failure = new Error('analytics failed')
  jest.mocked(trackEvent).mockImplementation((name) => {
    if (name === 'Newsletter signup failed') throw failure
  })
  const uncaught: unknown[] = []
  const onError = (event: ErrorEvent) => {
    uncaught.push(event.error)
    event.preventDefault()
  }
  window.addEventListener('error', onError)
  fetchMock.mockReset().mockResolvedValue({ status: 500 } as Response)
  render(<NewsletterForm />)
  fireEvent.change(screen.getByLabelText(newsletterCopy.label), { target: { value: 'someone@example.co.uk' } })
  fireEvent.click(screen.getByRole('button', { name: newsletterCopy.button }))
  await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(newsletterCopy.outcomes.refused))
  await waitFor(() => expect(uncaught).toEqual([failure]))
  window.removeEventListener('error', onError)
  jest.mocked(trackEvent).mockReset()
})
