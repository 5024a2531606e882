/** @jest-environment jsdom */
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import { demoForm } from '@/content/forms/book-demo'
import { contactForm } from '@/content/forms/contact'
import { shared } from '@/content/forms/form-copy'
import { reportForm } from '@/content/forms/report'
import { unsubscribeForm } from '@/content/forms/unsubscribe'
import { apiUrl } from '#lib/api'
import { ContactForm } from '@/components/forms/contact-form'
import { DemoForm } from '@/components/forms/demo-form'
import {
  bodyOf,
  controls,
  formCase,
  formCases,
  linkParams,
  requiredOf,
  unsubscribeLinkCase,
  type FormCase,
} from '#test/form-cases'
import { ReportForm } from '@/components/forms/report-form'
import { UnsubscribeForm, UnsubscribeFromLink } from '@/components/forms/unsubscribe-form'

// What e2e/forms.spec.ts and e2e/before-hydration.spec.ts leave out: a double submit, a network failure, empty
// fields and focus, a link's values as they hydrate.

const elements: Record<FormCase['name'], React.ReactElement> = {
  contact: <ContactForm copy={contactForm} />,
  report: <ReportForm copy={reportForm} />,
  'book-demo': <DemoForm copy={demoForm} />,
  unsubscribe: <UnsubscribeForm copy={unsubscribeForm} />,
}

let fetchMock: jest.SpiedFunction<typeof fetch>
beforeEach(() => {
  fetchMock = jest.spyOn(global, 'fetch')
})
afterEach(() => fetchMock.mockRestore())
// jsdom has no Response; postJson reads the status only.
const answer200 = () => fetchMock.mockResolvedValue({ status: 200 } as Response)
const field = (label: string) => screen.getByLabelText(label, { exact: true }) as HTMLInputElement
const status = () => screen.getByRole('status')
const button = (form: FormCase) => screen.getByRole('button', { name: form.copy.submit })
const sentBodies = (form: FormCase) =>
  fetchMock.mock.calls.map(([url, init]) => {
    expect(url).toBe(apiUrl(form.endpoint))
    expect(init).toMatchObject({ method: 'POST', credentials: 'omit' })
    return JSON.parse(String(init?.body)) as unknown
  })

/** Server-renders `element`, lets `before` act on that HTML as a visitor would before the script runs, then hydrates. */
function hydrate(element: React.ReactElement, before: () => void) {
  const container = document.body.appendChild(document.createElement('div'))
  container.innerHTML = renderToString(element)
  before()
  render(element, { container, hydrate: true })
}

describe.each(formCases)('$name form', (form) => {
  it('what was typed before hydration, double-clicked and unsent, is sent once and kept', async () => {
    let fail: () => void = () => {}
    fetchMock.mockImplementation(() => new Promise((_, reject) => (fail = () => reject(new TypeError('Failed to fetch')))))
    const typed = () => {
      for (const { label, value, kind } of controls(form))
        if (kind === 'tick') expect(field(label)).toBeChecked()
        // A type="url" input strips surrounding spaces itself, as browsers do.
        else expect(field(label)).toHaveValue(field(label).type === 'url' ? value.trim() : value)
    }
    hydrate(elements[form.name], () => {
      for (const { label, value, kind } of controls(form))
        if (kind === 'tick') field(label).checked = true
        else field(label).value = value
    })
    typed()
    const submit = button(form)
    fireEvent.click(submit)
    fireEvent.click(submit)
    expect(await screen.findByRole('button', { name: form.copy.sending })).toBeDisabled()
    await waitFor(() => expect(fetchMock).toHaveBeenCalled())
    await act(async () => fail())
    expect(status()).toHaveTextContent(form.copy.outcomes.unreachable)
    typed()
    expect(sentBodies(form)).toEqual([bodyOf(form)])
    expect(button(form)).toBeEnabled()
  })

  it('empty required fields get a message each, the first the focus, and nothing is sent', async () => {
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

    const summary = () => within(status()).queryAllByRole('link')
    expect(summary().map((link) => link.textContent)).toEqual(required.map(([, message]) => message))
    const [lastLabel, lastMessage] = required.at(-1)!
    fireEvent.click(within(status()).getByRole('link', { name: lastMessage }))
    expect(field(lastLabel)).toHaveFocus()

    const [[label, message], second] = required as [[string, string], [string, string] | undefined]
    fireEvent.change(field(label), { target: { value: controls(form).find((control) => control.label === label)!.value } })
    expect(screen.queryByText(message)).toBeNull()
    expect(summary().map((link) => link.textContent)).toEqual(required.slice(1).map(([, text]) => text))
    if (second) expect(field(second[0])).toHaveAccessibleDescription(new RegExp(`${second[1]}$`))
  })
})

it('inputs keep their semantic types and autocomplete hints', () => {
  for (const form of formCases) render(elements[form.name])
  for (const form of formCases) expect(button(form).closest('form')).toHaveAttribute('novalidate')
  const { url, email, category } = reportForm.fields
  expect(field(url.label)).toHaveAttribute('type', 'url')
  expect(field(email.label)).toHaveAttribute('type', 'email')
  expect(field(email.label)).toHaveAttribute('autocomplete', 'email')
  const options = within(field(category.label)).getAllByRole('option')
  expect(options.map((option) => option.textContent)).toEqual([reportForm.choose, ...Object.values(reportForm.categories)])
  expect(field(demoForm.fields.company.label)).toHaveAttribute('autocomplete', 'organization')
})

// The checker's hand-off by fragment is e2e/lookalike.spec.ts's; a link may also carry ?domain=.
it('book-demo: a hostile domain from the query string is shown as text and refused', async () => {
  const hostile = '<img src=x onerror=alert(1)>'
  window.history.replaceState(null, '', `/book-demo?domain=${encodeURIComponent(hostile)}`)
  const { container } = render(elements['book-demo'])
  const domain = field(demoForm.fields.domain.label)
  await waitFor(() => expect(domain).toHaveValue(hostile))
  expect(container.querySelector('img, [onerror]')).toBeNull()
  fireEvent.click(button(formCase('book-demo')))
  const result = formCase('book-demo').validate({ ...formCase('book-demo').input, domain: hostile })
  await waitFor(() => expect(domain).toHaveAccessibleDescription(new RegExp(`${!result.ok && result.errors.domain}$`)))
  expect(domain).toHaveValue(hostile)
  expect(fetchMock).not.toHaveBeenCalled()
  window.history.replaceState(null, '', '/')
})

describe('unsubscribe link', () => {
  const unsubscribe = formCase('unsubscribe')
  const success = unsubscribeForm.outcomes.success as string
  const email = () => field(unsubscribeForm.fields.email.label)

  it("an address typed before the link is read is kept, and sent with the link's token", async () => {
    answer200()
    window.history.replaceState(null, '', `/newsletter/unsubscribe#${linkParams(unsubscribeLinkCase.params)}`)
    hydrate(<UnsubscribeFromLink copy={unsubscribeForm} />, () => (email().value = 'corrected@example.co.uk'))
    expect(email()).toHaveValue('corrected@example.co.uk')
    fireEvent.click(button(unsubscribe))
    await waitFor(() => expect(status()).toHaveTextContent(success))
    expect(sentBodies(unsubscribe)).toEqual([{ email: 'corrected@example.co.uk', token: unsubscribeLinkCase.params.token }])
    expect(document.body.innerHTML).not.toContain(unsubscribeLinkCase.params.token)
  })

  it('another link opened in the same tab starts a new form with its address and token', async () => {
    answer200()
    window.history.replaceState(null, '', '/newsletter/unsubscribe')
    render(<UnsubscribeFromLink copy={unsubscribeForm} />)
    fireEvent.change(email(), { target: { value: 'typed@example.co.uk' } })
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
