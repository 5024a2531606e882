import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { contactForm } from '@/content/forms/contact'
import { demoForm } from '@/content/forms/book-demo'
import { reportForm } from '@/content/forms/report'
import { unsubscribeForm } from '@/content/forms/unsubscribe'
import { site } from '@/lib/site'
import { ContactForm } from './contact-form'
import { DemoForm } from './demo-form'
import {
  formCases,
  formMessages,
  linkParams,
  unsubscribeLinkCase,
  withOptionalBlank,
  type FormCase,
  type FormName,
} from './form-cases'
import { ReportForm } from './report-form'
import { UnsubscribeForm, UnsubscribeFromLink } from './unsubscribe-form'

// The outcome matrix of the four API forms (cases in form-cases.ts, shared with e2e/forms.spec.ts),
// rendered with their real copy and a mocked fetch. The e2e spec keeps one success and one refusal per
// form through the production build, the layout, and what needs the real page: the unsubscribe link's
// query string and hostile values in it.

const { unreachable, invalid, badEmail } = formMessages

/** Each form as its page renders it, with its real copy. */
const elements: Record<FormName, React.ReactElement> = {
  contact: <ContactForm copy={contactForm} />,
  report: <ReportForm copy={reportForm} />,
  'book-demo': <DemoForm copy={demoForm} />,
  unsubscribe: <UnsubscribeForm copy={unsubscribeForm} />,
}
const forms = formCases.map((form) => ({ ...form, element: elements[form.name] }))

const fetchMock = jest.fn<Promise<Response>, [string, RequestInit]>()
beforeEach(() => {
  fetchMock.mockReset()
  global.fetch = fetchMock as unknown as typeof fetch
})
afterEach(() => jest.useRealTimers())

// jsdom has no Response; postJson reads the status only.
const response = (status: number) => ({ status }) as Response
const answer = (status: number) => () => Promise.resolve(response(status))
const field = (label: string) => screen.getByLabelText(label, { exact: true }) as HTMLInputElement
const status = () => screen.getByRole('status')
/** The JSON bodies fetch was given, and that each went to the endpoint. */
const sentBodies = (endpoint: string) =>
  fetchMock.mock.calls.map(([url, init]) => {
    expect(url).toBe(`${site.apiUrl}${endpoint}`)
    expect(init).toMatchObject({ method: 'POST', credentials: 'omit' })
    return JSON.parse(String(init.body)) as unknown
  })

function fill(input: Record<string, string>) {
  for (const [label, value] of Object.entries(input)) fireEvent.change(field(label), { target: { value } })
}
/** Types a form's input and ticks its checkboxes. */
function enter(form: FormCase, input = form.input) {
  fill(input)
  for (const label of form.ticks ?? []) fireEvent.click(field(label))
}
const submit = (form: FormCase) => fireEvent.click(screen.getByRole('button', { name: form.submit }))
/** Every field still holds what was typed (a type="url" input strips surrounding spaces itself, as browsers do), every box its tick. */
function expectKept(form: FormCase) {
  for (const [label, value] of Object.entries(form.input))
    expect(field(label)).toHaveValue(field(label).type === 'url' ? value.trim() : value)
  for (const label of form.ticks ?? []) expect(field(label)).toBeChecked()
}

describe.each(forms)('$name form', (form) => {
  it.each([200, 201, 204])('status %i: the success message, the trimmed JSON body, every field cleared', async (code) => {
    fetchMock.mockImplementation(answer(code))
    render(form.element)
    enter(form)
    submit(form)
    await waitFor(() => expect(status()).toHaveTextContent(form.success))
    for (const label of Object.keys(form.input)) expect(field(label)).toHaveValue('')
    for (const label of form.ticks ?? []) expect(field(label)).not.toBeChecked()
    expect(sentBodies(form.endpoint)).toEqual([form.body])
  })

  it.each([400, 422, 500, 503])('status %i: the refusal message; every field keeps its input', async (code) => {
    fetchMock.mockImplementation(answer(code))
    render(form.element)
    enter(form)
    submit(form)
    await waitFor(() => expect(status()).toHaveTextContent(form.refused))
    expectKept(form)
    expect(screen.getByRole('button', { name: form.submit })).toBeEnabled()
  })

  it('a network failure: the connection message; every field keeps its input', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'))
    render(form.element)
    enter(form)
    submit(form)
    await waitFor(() => expect(status()).toHaveTextContent(unreachable))
    expectKept(form)
    expect(fetchMock).toHaveBeenCalledTimes(1)
  })

  it('empty required fields: a message beside each, focus on the first, nothing sent; a corrected field loses its message', async () => {
    render(form.element)
    submit(form)
    await waitFor(() => expect(status()).toHaveTextContent(invalid))
    const required = Object.entries(form.required)
    for (const [label, message] of required) {
      expect(field(label)).toHaveAttribute('aria-invalid', 'true')
      expect(field(label)).toHaveAccessibleDescription(new RegExp(`${message}$`))
    }
    for (const label of Object.keys(form.input).filter((label) => !(label in form.required)))
      expect(field(label)).not.toHaveAttribute('aria-invalid')
    await waitFor(() => expect(field(required[0]![0])).toHaveFocus())
    expect(fetchMock).not.toHaveBeenCalled()

    const [[firstLabel, firstMessage], second] = required as [[string, string], [string, string] | undefined]
    fireEvent.change(field(firstLabel), { target: { value: form.input[firstLabel] } })
    expect(screen.queryByText(firstMessage)).toBeNull()
    if (second) expect(screen.getByText(second[1])).toBeInTheDocument()
  })

  it('a double click sends once; the button says it is sending and is disabled meanwhile', async () => {
    let release: (response: Response) => void = () => {}
    fetchMock.mockImplementation(() => new Promise((resolve) => (release = resolve)))
    render(form.element)
    enter(form)
    const button = screen.getByRole('button', { name: form.submit })
    fireEvent.click(button)
    fireEvent.click(button)
    const sending = await screen.findByRole('button', { name: /Sending…|Unsubscribing…/ })
    expect(sending).toBeDisabled()
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1))
    // A submit the disabled button cannot stop (sent to the form itself) is ignored while one is in flight.
    fireEvent.submit(sending.closest('form')!)
    await act(async () => {})
    expect(fetchMock).toHaveBeenCalledTimes(1)
    await act(async () => release(response(200)))
    await waitFor(() => expect(status()).toHaveTextContent(form.success))
    expect(fetchMock).toHaveBeenCalledTimes(1)
  })

  it('what was typed before hydration is kept when the form hydrates, and sent', async () => {
    // The server HTML's button is enabled: React queues a submit made before hydration and replays it (e2e/forms.spec.ts).
    fetchMock.mockImplementation(answer(200))
    const container = document.body.appendChild(document.createElement('div'))
    container.innerHTML = renderToString(form.element)
    expect(within(container).getByRole('button', { name: form.submit })).toBeEnabled()
    for (const [label, value] of Object.entries(form.input))
      (within(container).getByLabelText(label, { exact: true }) as HTMLInputElement).value = value
    for (const label of form.ticks ?? [])
      (within(container).getByLabelText(label, { exact: true }) as HTMLInputElement).checked = true
    const root = await act(async () => hydrateRoot(container, form.element))
    try {
      fireEvent.click(within(container).getByRole('button', { name: form.submit }))
      await waitFor(() => expect(within(container).getByRole('status')).toHaveTextContent(form.success))
      expect(sentBodies(form.endpoint)).toEqual([form.body])
    } finally {
      act(() => root.unmount())
      container.remove()
    }
  })
})

describe.each(forms.filter((form) => form.optional))('$name form, optional fields blank', (form) => {
  it('the success message; the blank fields are left out of the JSON body', async () => {
    const { input, body } = withOptionalBlank(form)
    fetchMock.mockImplementation(answer(200))
    render(form.element)
    enter(form, input)
    submit(form)
    await waitFor(() => expect(status()).toHaveTextContent(form.success))
    expect(sentBodies(form.endpoint)).toEqual([body])
  })
})

describe('field rules', () => {
  it('contact: a malformed address is refused before sending; a blank company is left out', async () => {
    fetchMock.mockImplementation(answer(200))
    render(<ContactForm copy={contactForm} />)
    fill({ 'Your name': 'Ada', 'Work email': 'ada@example', 'How can we help?': 'Hello' })
    fireEvent.click(screen.getByRole('button', { name: 'Send message' }))
    await waitFor(() => expect(field('Work email')).toHaveAccessibleDescription(badEmail))
    await waitFor(() => expect(field('Work email')).toHaveFocus())
    expect(fetchMock).not.toHaveBeenCalled()
    fill({ 'Work email': 'ada@example.co.uk' })
    fireEvent.click(screen.getByRole('button', { name: 'Send message' }))
    await waitFor(() => expect(status()).toHaveTextContent(/Thank you/))
    expect(sentBodies('/v1/contact')).toEqual([{ name: 'Ada', email: 'ada@example.co.uk', message: 'Hello' }])
  })

  it('report: only full http(s) addresses; an optional address is checked when given', async () => {
    render(<ReportForm copy={reportForm} />)
    fill({
      'Web address of the content': 'javascript:alert(1)',
      'What kind of content is it?': 'malware',
      'What did you see?': 'A fake update page',
      'Your email (optional)': 'not-an-address',
    })
    fireEvent.click(screen.getByRole('button', { name: 'Send report' }))
    expect(await screen.findByText('Enter the full web address, starting with http:// or https://')).toBeInTheDocument()
    expect(screen.getByText(badEmail)).toBeInTheDocument()
    await waitFor(() => expect(field('Web address of the content')).toHaveFocus())
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it("inputs keep their semantic types and autocomplete hints; the field messages replace the browser's bubbles", () => {
    for (const form of forms) {
      const { unmount } = render(form.element)
      expect(screen.getByRole('button', { name: form.submit }).closest('form')).toHaveAttribute('novalidate')
      unmount()
    }
    const report = render(<ReportForm copy={reportForm} />)
    expect(field('Web address of the content')).toHaveAttribute('type', 'url')
    expect(field('Your email (optional)')).toHaveAttribute('type', 'email')
    expect(field('Your email (optional)')).toHaveAttribute('autocomplete', 'email')
    report.unmount()
    render(<DemoForm copy={demoForm} />)
    expect(field('Your name')).toHaveAttribute('autocomplete', 'name')
    expect(field('Company')).toHaveAttribute('autocomplete', 'organization')
    expect(field('Work email')).toHaveAttribute('type', 'email')
    expect(
      within(field('Industry'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Choose your industry', 'Manufacturing', 'Financial services', 'Retail', 'Gaming', 'Another industry'])
  })

  it('no answer within 10 seconds counts as a connection error and keeps the input', async () => {
    jest.useFakeTimers()
    fetchMock.mockImplementation(
      (_url, init) =>
        new Promise((_resolve, reject) => init.signal?.addEventListener('abort', () => reject(init.signal?.reason))),
    )
    render(<ContactForm copy={contactForm} />)
    fill({ 'Your name': 'Ada', 'Work email': 'ada@example.co.uk', 'How can we help?': 'Hello' })
    fireEvent.click(screen.getByRole('button', { name: 'Send message' }))
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1))
    await act(async () => jest.advanceTimersByTime(9_000))
    expect(status()).toBeEmptyDOMElement()
    await act(async () => jest.advanceTimersByTime(1_500))
    await waitFor(() => expect(status()).toHaveTextContent(unreachable))
    expect(field('How can we help?')).toHaveValue('Hello')
  })
})

describe('book-demo: the domain to check', () => {
  const demo = formCases.find((form) => form.name === 'book-demo')!
  const domainField = () => field('Domain or brand to check (optional)')
  afterEach(() => window.history.replaceState(null, '', '/'))

  it.each([
    ['the lookalike checker’s fragment', '/book-demo#domain=example-retail.co.uk'],
    ['a query string', '/book-demo?domain=example-retail.co.uk'],
  ])('a link with the domain in %s fills the field, and the domain is sent', async (_, url) => {
    window.history.replaceState(null, '', url)
    fetchMock.mockImplementation(answer(200))
    render(<DemoForm copy={demoForm} />)
    await waitFor(() => expect(domainField()).toHaveValue('example-retail.co.uk'))
    const { input, body } = withOptionalBlank(demo)
    enter(demo, input)
    fill({ 'Domain or brand to check (optional)': 'example-retail.co.uk' })
    submit(demo)
    await waitFor(() => expect(status()).toHaveTextContent(demo.success))
    expect(sentBodies('/v1/demo')).toEqual([{ ...body, domain: 'example-retail.co.uk' }])
  })

  it('a hostile or malformed value from the link is shown as text, refused, and kept for correcting', async () => {
    const hostile = '<img src=x onerror=alert(1)>'
    window.history.replaceState(null, '', `/book-demo#domain=${encodeURIComponent(hostile)}`)
    const { container } = render(<DemoForm copy={demoForm} />)
    await waitFor(() => expect(domainField()).toHaveValue(hostile))
    expect(container.querySelector('img, [onerror]')).toBeNull()
    enter(demo, { ...withOptionalBlank(demo).input, 'Domain or brand to check (optional)': hostile })
    submit(demo)
    await waitFor(() =>
      expect(domainField()).toHaveAccessibleDescription(/Enter a domain such as example\.co\.uk, or your brand’s name$/),
    )
    expect(domainField()).toHaveValue(hostile)
    expect(fetchMock).not.toHaveBeenCalled()
  })
})

describe('book-demo: when suits', () => {
  const demo = formCases.find((form) => form.name === 'book-demo')!
  const { input, body } = withOptionalBlank(demo)
  const [monday, morning] = [demo.required.Monday!, demo.required['Morning, 9:00 to 12:00']!]

  it('native checkboxes in named groups, under one group stating UK time, and the free text as an optional fallback', () => {
    render(<DemoForm copy={demoForm} />)
    const when = screen.getByRole('group', { name: 'When suits you?' })
    expect(when).toHaveAccessibleDescription(/UK time \(Europe\/London\)/)
    expect(
      within(within(when).getByRole('group', { name: 'Days' }))
        .getAllByRole('checkbox')
        .map((box) => box.getAttribute('value')),
    ).toEqual(Object.keys(demoForm.days))
    expect(within(when).getByRole('group', { name: 'Time of day' })).toHaveTextContent(Object.values(demoForm.windows).join(''))
    expect(within(when).getByRole('textbox', { name: 'Or tell us what suits you (optional)' })).toBeInTheDocument()
  })

  it('a day without a time of day: that message alone, focus on the first time of day, the ticks kept, nothing sent', async () => {
    render(<DemoForm copy={demoForm} />)
    enter({ ...demo, ticks: ['Tuesday'] }, input)
    submit(demo)
    await waitFor(() => expect(field('Morning, 9:00 to 12:00')).toHaveFocus())
    expect(field('Afternoon, 12:00 to 17:00')).toHaveAccessibleDescription(morning)
    expect(screen.queryByText(monday)).toBeNull()
    expect(field('Tuesday')).toBeChecked()
    expect(fetchMock).not.toHaveBeenCalled()
    // Ticking one clears the message.
    fireEvent.click(field('Afternoon, 12:00 to 17:00'))
    expect(screen.queryByText(morning)).toBeNull()
  })

  it('words of the visitor’s own are enough without a tick, and sent alone', async () => {
    fetchMock.mockImplementation(answer(200))
    render(<DemoForm copy={demoForm} />)
    fill({ ...input, 'Or tell us what suits you (optional)': 'Any weekday after 16:00' })
    submit(demo)
    await waitFor(() => expect(status()).toHaveTextContent(demo.success))
    const unticked = Object.fromEntries(Object.entries(body).filter(([key]) => key !== 'days' && key !== 'windows'))
    expect(sentBodies('/v1/demo')).toEqual([{ ...unticked, times: 'Any weekday after 16:00' }])
  })
})

describe('report: child sexual abuse material', () => {
  it('choosing CSAM shows the IWF guidance; choosing another category hides it', () => {
    render(<ReportForm copy={reportForm} />)
    const guidance = () => screen.queryByText(/Please also report this to the Internet Watch Foundation/)
    expect(guidance()).toBeNull()
    fill({ 'What kind of content is it?': 'csam' })
    expect(guidance()).toBeInTheDocument()
    expect(screen.getByText(/Do not download, copy, screenshot or send the material/)).toBeInTheDocument()
    expect(screen.getByText('If you think a child is in immediate danger, call 999.')).toBeInTheDocument()
    const iwf = screen.getByRole('link', { name: 'Report it to the IWF (opens in a new tab)' })
    expect(iwf).toHaveAttribute('href', 'https://report.iwf.org.uk/')
    expect(iwf).toHaveAttribute('target', '_blank')
    expect(iwf).toHaveAttribute('rel', 'noopener noreferrer')
    fill({ 'What kind of content is it?': 'phishing' })
    expect(guidance()).toBeNull()
  })

  it('a CSAM report is still sent, with the web address only; success clears the category and the guidance with it', async () => {
    fetchMock.mockImplementation(answer(202))
    render(<ReportForm copy={reportForm} />)
    fill({
      'Web address of the content': 'https://bad.example.net/a',
      'What kind of content is it?': 'csam',
      'What did you see?': 'Found through a search result',
    })
    expect(screen.getByText('Please also report this to the Internet Watch Foundation')).toBeInTheDocument()
    fireEvent.click(screen.getByRole('button', { name: 'Send report' }))
    await waitFor(() => expect(status()).toHaveTextContent(/^Thank you, your report has been received\./))
    // The blank optional email is left out of the body.
    expect(sentBodies('/v1/report')).toEqual([
      { url: 'https://bad.example.net/a', category: 'csam', details: 'Found through a search result' },
    ])
    expect(screen.queryByText('Please also report this to the Internet Watch Foundation')).toBeNull()
  })
})

describe('unsubscribe link', () => {
  const { success } = formCases.find((form) => form.name === 'unsubscribe')!

  /** The form as the unsubscribe page renders it, opened from a link with this query string. */
  function fromLink(query: string) {
    window.history.replaceState(null, '', `/newsletter/unsubscribe${query ? `?${query}` : ''}`)
    return render(<UnsubscribeFromLink copy={unsubscribeForm} />)
  }

  it('?email= fills the field and ?token= goes with it', async () => {
    fetchMock.mockImplementation(answer(200))
    fromLink(linkParams(unsubscribeLinkCase.params))
    expect(field('Email address')).toHaveValue(unsubscribeLinkCase.params.email)
    fireEvent.click(screen.getByRole('button', { name: 'Unsubscribe' }))
    await waitFor(() => expect(status()).toHaveTextContent(success))
    expect(sentBodies('/v1/newsletter/unsubscribe')).toEqual([unsubscribeLinkCase.params])
  })

  it('without a query the field is empty, and a typed address is sent without a token', async () => {
    fetchMock.mockImplementation(answer(200))
    fromLink('')
    expect(field('Email address')).toHaveValue('')
    fill({ 'Email address': 'reader@example.co.uk' })
    fireEvent.click(screen.getByRole('button', { name: 'Unsubscribe' }))
    await waitFor(() => expect(status()).toHaveTextContent(success))
    expect(sentBodies('/v1/newsletter/unsubscribe')).toEqual([{ email: 'reader@example.co.uk' }])
  })

  it("an address typed before the link is read is kept, and sent with the link's token", async () => {
    fetchMock.mockImplementation(answer(200))
    const element = <UnsubscribeFromLink copy={unsubscribeForm} />
    const container = document.body.appendChild(document.createElement('div'))
    container.innerHTML = renderToString(element)
    ;(within(container).getByLabelText('Email address') as HTMLInputElement).value = 'corrected@example.co.uk'
    window.history.replaceState(null, '', `/newsletter/unsubscribe#${linkParams(unsubscribeLinkCase.params)}`)
    const root = await act(async () => hydrateRoot(container, element))
    try {
      expect(within(container).getByLabelText('Email address')).toHaveValue('corrected@example.co.uk')
      fireEvent.click(within(container).getByRole('button', { name: 'Unsubscribe' }))
      await waitFor(() => expect(within(container).getByRole('status')).toHaveTextContent(success))
      expect(sentBodies('/v1/newsletter/unsubscribe')).toEqual([
        { email: 'corrected@example.co.uk', token: unsubscribeLinkCase.params.token },
      ])
    } finally {
      act(() => root.unmount())
      container.remove()
    }
  })

  it('another link opened in the same tab starts a new form with its address and token', async () => {
    fetchMock.mockImplementation(answer(200))
    fromLink('')
    fill({ 'Email address': 'typed@example.co.uk' })
    const next = { email: 'second@example.co.uk', token: 'second-token' }
    act(() => {
      window.history.replaceState(null, '', `/newsletter/unsubscribe#${linkParams(next)}`)
      window.dispatchEvent(new HashChangeEvent('hashchange'))
    })
    expect(field('Email address')).toHaveValue(next.email)
    expect(window.location.hash).toBe('')
    fireEvent.click(screen.getByRole('button', { name: 'Unsubscribe' }))
    await waitFor(() => expect(status()).toHaveTextContent(success))
    expect(sentBodies('/v1/newsletter/unsubscribe')).toEqual([next])
  })

  it.each(unsubscribeLinkCase.hostileValues)('shows hostile text from the link as text, and refuses it: %s', async (hostile) => {
    const { container } = fromLink(linkParams({ email: hostile, token: hostile }))
    expect(field('Email address')).toHaveValue(hostile)
    expect(container.querySelector('img, script, svg, [onerror], [onload]')).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'Unsubscribe' }))
    await waitFor(() => expect(field('Email address')).toHaveAccessibleDescription(badEmail))
    expect(field('Email address')).toHaveValue(hostile)
    expect(fetchMock).not.toHaveBeenCalled()
  })
})
