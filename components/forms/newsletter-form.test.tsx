import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { trackEvent } from '@/lib/analytics'
import { site } from '@/lib/site'
import { NewsletterForm } from './newsletter-form'

// SPEC section 4, the newsletter form's states, and section 8's analytics error events.
// e2e/newsletter.spec.ts keeps a success and a refusal with its analytics events through the build, and the
// browser's own validation of the address.
jest.mock('@/lib/analytics', () => ({ trackEvent: jest.fn() }))

const fetchMock = jest.fn<Promise<Response>, [string, RequestInit]>()
beforeEach(() => {
  fetchMock.mockReset()
  jest.mocked(trackEvent).mockClear()
  global.fetch = fetchMock as unknown as typeof fetch
})
afterEach(() => jest.useRealTimers())

const field = () => screen.getByLabelText('Work email')
const message = () => screen.getByRole('status')
const events = () => jest.mocked(trackEvent).mock.calls

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
    expect(field()).toHaveValue(after)
    expect(fetchMock).toHaveBeenCalledTimes(1)
    const [url, init] = fetchMock.mock.calls[0]!
    expect(url).toBe(`${site.apiUrl}/v1/newsletter`)
    expect(init).toMatchObject({ method: 'POST', credentials: 'omit' })
    expect(JSON.parse(String(init.body))).toEqual({ email: 'someone@example.co.uk' })
  })

  it('a network failure says so, keeps the address and tells analytics, without the address', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'))
    subscribe('someone@example.co.uk')
    await waitFor(() => expect(message()).toHaveTextContent('There was an error connecting to the server.'))
    expect(field()).toHaveValue('someone@example.co.uk')
    expect(events()).toEqual([['Newsletter subscribe click'], ['Newsletter signup failed', { status: 'unreachable' }]])
  })

  it('no answer within 10 seconds counts as a connection error; the button is disabled until then', async () => {
    jest.useFakeTimers()
    fetchMock.mockImplementation(
      (_url, init) =>
        new Promise((_resolve, reject) => init.signal?.addEventListener('abort', () => reject(init.signal?.reason))),
    )
    subscribe('someone@example.co.uk')
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1))
    await act(async () => jest.advanceTimersByTime(9_000))
    expect(message()).toBeEmptyDOMElement()
    expect(await screen.findByRole('button', { name: 'Subscribing…' })).toBeDisabled()
    await act(async () => jest.advanceTimersByTime(1_500))
    expect(message()).toHaveTextContent('There was an error connecting to the server.')
    expect(screen.getByRole('button', { name: 'Subscribe' })).toBeEnabled()
    expect(field()).toHaveValue('someone@example.co.uk')
  })

  it('a double click sends once; the button is disabled while sending', async () => {
    let release: (response: Response) => void = () => {}
    fetchMock.mockImplementation(() => new Promise((resolve) => (release = resolve)))
    render(<NewsletterForm />)
    fireEvent.change(field(), { target: { value: 'someone@example.co.uk' } })
    const button = screen.getByRole('button', { name: 'Subscribe' })
    fireEvent.click(button)
    fireEvent.click(button)
    expect(await screen.findByRole('button', { name: 'Subscribing…' })).toBeDisabled()
    await act(async () => release({ status: 200 } as Response))
    expect(message()).toHaveTextContent('Thank you for signing up!')
    expect(fetchMock).toHaveBeenCalledTimes(1)
  })

  it('tells analytics of the click and of a refusal, never the address', async () => {
    fetchMock.mockResolvedValue({ status: 503 } as Response)
    subscribe('someone@example.co.uk')
    await waitFor(() => expect(message()).toHaveTextContent('There was an issue with your signup. Please try again.'))
    expect(events()).toEqual([['Newsletter subscribe click'], ['Newsletter signup failed', { status: '503' }]])
    expect(JSON.stringify(events())).not.toContain('someone@')
  })

  it('sends no failure event after a success', async () => {
    fetchMock.mockResolvedValue({ status: 200 } as Response)
    subscribe('someone@example.co.uk')
    await waitFor(() => expect(message()).toHaveTextContent('Thank you for signing up!'))
    expect(events()).toEqual([['Newsletter subscribe click']])
  })

  it('an address typed before hydration is kept when the form hydrates, and sent', async () => {
    // The server HTML's button is enabled: React queues a submit made before hydration and replays it (e2e/newsletter.spec.ts).
    fetchMock.mockResolvedValue({ status: 500 } as Response)
    const container = document.body.appendChild(document.createElement('div'))
    container.innerHTML = renderToString(<NewsletterForm />)
    const button = within(container).getByRole('button', { name: 'Subscribe' })
    expect(button).toBeEnabled()
    ;(within(container).getByLabelText('Work email') as HTMLInputElement).value = 'early@example.co.uk'
    const root = await act(async () => hydrateRoot(container, <NewsletterForm />))
    try {
      fireEvent.click(within(container).getByRole('button', { name: 'Subscribe' }))
      await waitFor(() =>
        expect(within(container).getByRole('status')).toHaveTextContent('There was an issue with your signup. Please try again.'),
      )
      expect(JSON.parse(String(fetchMock.mock.calls[0]![1].body))).toEqual({ email: 'early@example.co.uk' })
      expect(within(container).getByLabelText('Work email')).toHaveValue('early@example.co.uk')
    } finally {
      act(() => root.unmount())
      container.remove()
    }
  })
})
