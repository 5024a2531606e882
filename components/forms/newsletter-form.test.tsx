import { act, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { newsletterCopy } from '@/content/newsletter'
import { trackEvent } from '@/lib/analytics'
import { apiPaths, apiUrl } from '@/lib/api'
import { NewsletterForm } from './newsletter-form'

// SPEC section 4, the newsletter form's states (its words: content/home.test.ts), and section 8's
// analytics error events. e2e/newsletter.spec.ts keeps a success and a refusal with its analytics events
// through the build, and the browser's own validation of the address. What it shares with the other
// forms (useApiForm: a double submit, a submit before hydration) is in api-forms.test.tsx.
jest.mock('@/lib/analytics', () => ({ trackEvent: jest.fn() }))

const { success, refused, unreachable } = newsletterCopy.outcomes
const fetchMock = jest.fn<Promise<Response>, [string, RequestInit]>()
beforeEach(() => {
  fetchMock.mockReset()
  jest.mocked(trackEvent).mockClear()
  global.fetch = fetchMock as unknown as typeof fetch
})

const field = () => screen.getByLabelText(newsletterCopy.label)
const message = () => screen.getByRole('status')
const button = (name: string) => screen.getByRole('button', { name })
const events = () => jest.mocked(trackEvent).mock.calls
const click = ['Newsletter subscribe click']

function subscribe(address: string) {
  render(<NewsletterForm />)
  fireEvent.change(field(), { target: { value: address } })
  fireEvent.click(button(newsletterCopy.button))
}

describe('NewsletterForm', () => {
  it.each([
    [200, success[200], '', [click]],
    [202, success[202], '', [click]],
    [201, refused, 'someone@example.co.uk', [click, ['Newsletter signup failed', { status: '201' }]]],
    [400, refused, 'someone@example.co.uk', [click, ['Newsletter signup failed', { status: '400' }]]],
    [422, refused, 'someone@example.co.uk', [click, ['Newsletter signup failed', { status: '422' }]]],
    [500, refused, 'someone@example.co.uk', [click, ['Newsletter signup failed', { status: '500' }]]],
    [503, refused, 'someone@example.co.uk', [click, ['Newsletter signup failed', { status: '503' }]]],
    ['unreachable', unreachable, 'someone@example.co.uk', [click, ['Newsletter signup failed', { status: 'unreachable' }]]],
  ])(
    'status %i: "%s", the field holds "%s" after; analytics hears of a failure, never the address',
    async (status, text, after, sent) => {
      fetchMock.mockResolvedValue({ status } as Response)
      subscribe('  someone@example.co.uk ')
      await waitFor(() => expect(message()).toHaveTextContent(text))
      expect(field()).toHaveValue(after)
      expect(fetchMock).toHaveBeenCalledTimes(1)
      const [url, init] = fetchMock.mock.calls[0]!
      expect(url).toBe(apiUrl(apiPaths.newsletter))
      expect(init).toMatchObject({ method: 'POST', credentials: 'omit' })
      expect(JSON.parse(String(init.body))).toEqual({ email: 'someone@example.co.uk' })
      expect(events()).toEqual(sent)
      expect(JSON.stringify(events())).not.toContain('someone@')
    },
  )

  it('a double click sends once; the button is disabled while sending', async () => {
    let release: (response: Response) => void = () => {}
    fetchMock.mockImplementation(() => new Promise((resolve) => (release = resolve)))
    render(<NewsletterForm />)
    fireEvent.change(field(), { target: { value: 'someone@example.co.uk' } })
    const submit = button(newsletterCopy.button)
    fireEvent.click(submit)
    fireEvent.click(submit)
    expect(await screen.findByRole('button', { name: 'Subscribing…' })).toBeDisabled()
    await act(async () => release({ status: 200 } as Response))
    expect(message()).toHaveTextContent(success[200])
    expect(fetchMock).toHaveBeenCalledTimes(1)
  })
})
