import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import { demoForm } from '@/content/forms/book-demo'
import { contactForm } from '@/content/forms/contact'
import { shared } from '@/content/forms/form-copy'
import { reportForm } from '@/content/forms/report'
import { unsubscribeForm } from '@/content/forms/unsubscribe'
import { apiUrl } from '@/lib/api'
import { ContactForm } from './contact-form'
import { DemoForm } from './demo-form'
import {
  bodyOf,
  controls,
  formCase,
  formCases,
  labelOf,
  linkParams,
  requiredOf,
  unsubscribeLinkCase,
  withOptionalBlank,
  type FormCase,
} from './form-cases'
import { ReportForm } from './report-form'
import { UnsubscribeForm, UnsubscribeFromLink } from './unsubscribe-form'

// The outcome matrix of the four API forms (cases in form-cases.ts, shared with e2e/forms.spec.ts),
// rendered with their real copy and a mocked fetch. The e2e specs keep one success and one refusal per
// form through the production build, optional fields left blank, the layout, and what needs the real
// page: the unsubscribe link's query string and hostile values in it, the CSAM guidance (CSS).

const elements: Record<FormCase['name'], React.ReactElement> = {
  contact: <ContactForm copy={contactForm} />,
  report: <ReportForm copy={reportForm} />,
  'book-demo': <DemoForm copy={demoForm} />,
  unsubscribe: <UnsubscribeForm copy={unsubscribeForm} />,
}

const fetchMock = jest.fn<Promise<Response>, [string, RequestInit]>()
beforeEach(() => {
  fetchMock.mockReset()
  global.fetch = fetchMock as unknown as typeof fetch
})

// jsdom has no Response; postJson reads the status only.
const response = (status: number) => ({ status }) as Response
/** The API answers `status`; 'unreachable' fails as a network failure does. */
const answer = (status: number | 'unreachable') =>
  fetchMock.mockImplementation(() =>
    status === 'unreachable' ? Promise.reject(new TypeError('Failed to fetch')) : Promise.resolve(response(status)),
  )
const field = (label: string) => screen.getByLabelText(label, { exact: true }) as HTMLInputElement
const status = () => screen.getByRole('status')
const button = (form: FormCase) => screen.getByRole('button', { name: form.copy.submit })
/** The JSON bodies fetch was given, and that each went to the endpoint. */
const sentBodies = (form: FormCase) =>
  fetchMock.mock.calls.map(([url, init]) => {
    expect(url).toBe(apiUrl(form.endpoint))
    expect(init).toMatchObject({ method: 'POST', credentials: 'omit' })
    return JSON.parse(String(init.body)) as unknown
  })

/** Renders `element` as the server does, lets `before` act on that HTML as a visitor would before the script runs, then hydrates it. */
function hydrate(element: React.ReactElement, before: () => void) {
  const container = document.body.appendChild(document.createElement('div'))
  container.innerHTML = renderToString(element)
  before()
  render(element, { container, hydrate: true })
}

/** Types a form's input, chooses its options and ticks its boxes. */
function enter(form: FormCase, input = form.input) {
  for (const { label, value, kind } of controls(form, input))
    if (kind === 'tick') fireEvent.click(field(label))
    else fireEvent.change(field(label), { target: { value } })
}
const send = (form: FormCase, input = form.input) => {
  enter(form, input)
  fireEvent.click(button(form))
}
/** Every field holds what was typed (a type="url" input strips surrounding spaces itself, as browsers do) and every box its tick, or all are blank. */
function expectValues(form: FormCase, kept: boolean) {
  for (const { label, value, kind } of controls(form))
    if (kind === 'tick') expect(field(label).checked).toBe(kept)
    else expect(field(label)).toHaveValue(!kept ? '' : field(label).type === 'url' ? value.trim() : value)
}

describe.each(formCases)('$name form', (form) => {
  it.each([
    [200, 'success'],
    [201, 'success'],
    [204, 'success'],
    [400, 'refused'],
    [422, 'refused'],
    [500, 'refused'],
    [503, 'refused'],
    ['unreachable', 'unreachable'],
  ] as const)(
    '%s: the %s message, the JSON body sent once; the fields cleared after a success, kept otherwise',
    async (result, outcome) => {
      answer(result)
      render(elements[form.name])
      send(form)
      await waitFor(() => expect(status()).toHaveTextContent(form.copy.outcomes[outcome] as string))
      expectValues(form, outcome !== 'success')
      expect(sentBodies(form)).toEqual([bodyOf(form)])
      expect(button(form)).toBeEnabled()
    },
  )

  it('empty required fields: a message beside each, focus on the first, nothing sent; a corrected field loses its message', async () => {
    render(elements[form.name])
    fireEvent.click(button(form))
    await waitFor(() => expect(status()).toHaveTextContent(shared.invalid))
    const required = requiredOf(form)
    for (const [label, message] of required) {
      expect(field(label)).toHaveAttribute('aria-invalid', 'true')
      expect(field(label)).toHaveAccessibleDescription(new RegExp(`${message}$`))
    }
    for (const { label, kind } of controls(form))
      if (kind !== 'tick' && !required.some(([invalid]) => invalid === label))
        expect(field(label)).not.toHaveAttribute('aria-invalid')
    await waitFor(() => expect(field(required[0]![0])).toHaveFocus())
    expect(fetchMock).not.toHaveBeenCalled()

    const [[label, message], second] = required as [[string, string], [string, string] | undefined]
    fireEvent.change(field(label), { target: { value: controls(form).find((control) => control.label === label)!.value } })
    expect(screen.queryByText(message)).toBeNull()
    if (second) expect(screen.getByText(second[1])).toBeInTheDocument()
  })

  it('a double click sends once; the button says it is sending and is disabled meanwhile', async () => {
    let release: (response: Response) => void = () => {}
    fetchMock.mockImplementation(() => new Promise((resolve) => (release = resolve)))
    render(elements[form.name])
    enter(form)
    const submit = button(form)
    fireEvent.click(submit)
    fireEvent.click(submit)
    const sending = await screen.findByRole('button', { name: form.copy.sending })
    expect(sending).toBeDisabled()
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1))
    // A submit the disabled button cannot stop (sent to the form itself) is dropped while one is in flight.
    fireEvent.submit(sending.closest('form')!)
    await act(async () => {})
    await act(async () => release(response(200)))
    await waitFor(() => expect(status()).toHaveTextContent(form.copy.outcomes.success as string))
    expect(fetchMock).toHaveBeenCalledTimes(1)
  })

  it('what was typed before hydration is kept when the form hydrates, and sent', async () => {
    // The server HTML's button is enabled: React queues a submit made before hydration and replays it (e2e/before-hydration.spec.ts).
    answer(200)
    hydrate(elements[form.name], () => {
      for (const { label, value, kind } of controls(form))
        if (kind === 'tick') field(label).checked = true
        else field(label).value = value
    })
    expectValues(form, true)
    fireEvent.click(button(form))
    await waitFor(() => expect(status()).toHaveTextContent(form.copy.outcomes.success as string))
    expect(sentBodies(form)).toEqual([bodyOf(form)])
  })
})

it("inputs keep their semantic types and autocomplete hints; the field messages replace the browser's bubbles", () => {
  for (const form of formCases) render(elements[form.name])
  for (const form of formCases) expect(button(form).closest('form')).toHaveAttribute('novalidate')
  const { url, email, category } = reportForm.fields
  expect(field(url.label)).toHaveAttribute('type', 'url')
  expect(field(email.label)).toHaveAttribute('type', 'email')
  expect(field(email.label)).toHaveAttribute('autocomplete', 'email')
  expect(
    within(field(category.label))
      .getAllByRole('option')
      .map((option) => option.textContent),
  ).toEqual([reportForm.choose, ...Object.values(reportForm.categories)])
  expect(field(demoForm.fields.company.label)).toHaveAttribute('autocomplete', 'organization')
})

describe('book-demo', () => {
  const demo = formCase('book-demo')
  /** The other fields, the optional ones blank: the domain is the link's. */
  const others = Object.fromEntries(Object.entries(withOptionalBlank(demo)).filter(([field]) => field !== 'domain'))
  const domainField = () => field(labelOf(demo, 'domain'))
  afterEach(() => window.history.replaceState(null, '', '/'))

  it.each([
    ['the lookalike checker’s fragment', '/book-demo#domain=example-retail.co.uk'],
    ['a query string', '/book-demo?domain=example-retail.co.uk'],
  ])('a link with the domain in %s fills the field, and the domain is sent', async (_, url) => {
    window.history.replaceState(null, '', url)
    answer(200)
    render(elements['book-demo'])
    await waitFor(() => expect(domainField()).toHaveValue('example-retail.co.uk'))
    send(demo, others)
    await waitFor(() => expect(status()).toHaveTextContent(demoForm.outcomes.success as string))
    expect(sentBodies(demo)).toEqual([bodyOf(demo, { ...others, domain: 'example-retail.co.uk' })])
  })

  it('a hostile or malformed value from the link is shown as text, refused, and kept for correcting', async () => {
    const hostile = '<img src=x onerror=alert(1)>'
    window.history.replaceState(null, '', `/book-demo#domain=${encodeURIComponent(hostile)}`)
    const { container } = render(elements['book-demo'])
    await waitFor(() => expect(domainField()).toHaveValue(hostile))
    expect(container.querySelector('img, [onerror]')).toBeNull()
    send(demo, others)
    const result = demo.validate({ ...others, domain: hostile })
    await waitFor(() => expect(domainField()).toHaveAccessibleDescription(new RegExp(`${!result.ok && result.errors.domain}$`)))
    expect(domainField()).toHaveValue(hostile)
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('a day without a time of day: that message alone, focus on the first time of day, the ticks kept, nothing sent', async () => {
    render(elements['book-demo'])
    send(demo, { ...withOptionalBlank(demo), days: 'tue', windows: '' })
    const [[monday, noDay], [morning, noWindow]] = requiredOf(demo).slice(-2) as [[string, string], [string, string]]
    await waitFor(() => expect(field(morning)).toHaveFocus())
    expect(field(demoForm.windows.afternoon)).toHaveAccessibleDescription(noWindow)
    expect(screen.queryByText(noDay)).toBeNull()
    expect(field(monday)).not.toHaveAttribute('aria-invalid')
    expect(field(demoForm.days.tue)).toBeChecked()
    expect(fetchMock).not.toHaveBeenCalled()
    // Ticking one clears the message.
    fireEvent.click(field(demoForm.windows.afternoon))
    expect(screen.queryByText(noWindow)).toBeNull()
  })
})

describe('unsubscribe link', () => {
  const unsubscribe = formCase('unsubscribe')
  const success = unsubscribeForm.outcomes.success as string
  const email = () => field(unsubscribeForm.fields.email.label)

  it("an address typed before the link is read is kept, and sent with the link's token", async () => {
    answer(200)
    window.history.replaceState(null, '', `/newsletter/unsubscribe#${linkParams(unsubscribeLinkCase.params)}`)
    hydrate(<UnsubscribeFromLink copy={unsubscribeForm} />, () => (email().value = 'corrected@example.co.uk'))
    expect(email()).toHaveValue('corrected@example.co.uk')
    fireEvent.click(button(unsubscribe))
    await waitFor(() => expect(status()).toHaveTextContent(success))
    expect(sentBodies(unsubscribe)).toEqual([{ email: 'corrected@example.co.uk', token: unsubscribeLinkCase.params.token }])
    // Never in the page, where a script (Sentry's replay) could read it.
    expect(document.body.innerHTML).not.toContain(unsubscribeLinkCase.params.token)
  })

  it('another link opened in the same tab starts a new form with its address and token', async () => {
    answer(200)
    window.history.replaceState(null, '', '/newsletter/unsubscribe')
    render(<UnsubscribeFromLink copy={unsubscribeForm} />)
    enter(unsubscribe, { email: 'typed@example.co.uk' })
    const next = { email: 'second@example.co.uk', token: 'second-token' }
    act(() => {
      window.history.replaceState(null, '', `/newsletter/unsubscribe#${linkParams(next)}`)
      window.dispatchEvent(new HashChangeEvent('hashchange'))
    })
    expect(email()).toHaveValue(next.email)
    expect(window.location.hash).toBe('')
    fireEvent.click(button(unsubscribe))
    await waitFor(() => expect(status()).toHaveTextContent(success))
    expect(sentBodies(unsubscribe)).toEqual([next])
  })
})
