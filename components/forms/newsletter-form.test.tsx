import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import { trackEvent } from '@/lib/analytics'
import { site } from '@/lib/site'
import { NewsletterForm } from './newsletter-form'

// SPEC section 4, the newsletter form's states; e2e/home.spec.ts keeps one path through the build.
jest.mock('@/lib/analytics', () => ({ trackEvent: jest.fn() }))

const fetchMock = jest.fn<Promise<Response>, [string, RequestInit]>()
beforeEach(() => {
  fetchMock.mockReset()
  jest.mocked(trackEvent).mockClear()
  global.fetch = fetchMock as unknown as typeof fetch
})

const field = () => screen.getByLabelText('Work email') as HTMLInputElement
const message = () => field().form!.querySelector('[aria-live="polite"]')!

function subscribe(address: string) {
  render(<NewsletterForm />)
  fireEvent.change(field(), { target: { value: address } })
  fireEvent.click(screen.getByRole('button', { name: 'Subscribe' }))
}

describe('NewsletterForm', () => {
  it.each([
    [200, 'Thank you for signing up!', ''],
    [202, "You're already on our list!", ''],
    [201, 'There was an issue with your signup. Please try again.', 'someone@example.co.uk'],
    [400, 'There was an issue with your signup. Please try again.', 'someone@example.co.uk'],
    [422, 'There was an issue with your signup. Please try again.', 'someone@example.co.uk'],
    [500, 'There was an issue with your signup. Please try again.', 'someone@example.co.uk'],
  ])('status %i: "%s", the field holds "%s" after', async (status, text, after) => {
    fetchMock.mockResolvedValue({ status } as Response)
    subscribe('  someone@example.co.uk ')
    await waitFor(() => expect(message()).toHaveTextContent(text))
    expect(field()).toHaveValue(after || '')
    const [url, init] = fetchMock.mock.calls[0]!
    expect(url).toBe(`${site.apiUrl}/v1/newsletter`)
    expect(JSON.parse(String(init.body))).toEqual({ email: 'someone@example.co.uk' })
  })

  it('a network failure says so and keeps the address', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'))
    subscribe('someone@example.co.uk')
    await waitFor(() => expect(message()).toHaveTextContent('There was an error connecting to the server.'))
    expect(field()).toHaveValue('someone@example.co.uk')
  })

  it('tells analytics of the click and of a failure, never the address', async () => {
    fetchMock.mockResolvedValue({ status: 503 } as Response)
    subscribe('someone@example.co.uk')
    await waitFor(() => expect(message()).toHaveTextContent('There was an issue'))
    expect(jest.mocked(trackEvent).mock.calls).toEqual([['Newsletter subscribe click'], ['Newsletter signup failed', { status: '503' }]])
    expect(JSON.stringify(jest.mocked(trackEvent).mock.calls)).not.toContain('someone@')
  })

  it('sends no failure event after a success', async () => {
    fetchMock.mockResolvedValue({ status: 200 } as Response)
    subscribe('someone@example.co.uk')
    await waitFor(() => expect(message()).toHaveTextContent('Thank you for signing up!'))
    expect(jest.mocked(trackEvent).mock.calls).toEqual([['Newsletter subscribe click']])
  })
})
