import { formMessage, type OutcomeCopy } from '#lib/form-message'

const anySuccess: OutcomeCopy = { success: 'Sent.', refused: 'Not sent.', unreachable: 'No connection.' }
const perStatus: OutcomeCopy = { success: { 200: 'New.', 202: 'Already.' }, refused: 'Not sent.', unreachable: 'No connection.' }

describe('formMessage', () => {
  it.each([200, 201, 202, 204, 299])('one success text: status %i succeeds and clears the fields', (status) => {
    expect(formMessage(status, anySuccess)).toEqual({ tone: 'success', text: 'Sent.', keepInput: false })
  })

  it.each([100, 199, 300, 304, 400, 404, 422, 429, 500, 503])(
    'one success text: status %i is refused and keeps the input',
    (status) => {
      expect(formMessage(status, anySuccess)).toEqual({ tone: 'error', text: 'Not sent.', keepInput: true })
    },
  )

  it('texts per status: only the listed statuses succeed, each with its own text', () => {
    expect(formMessage(200, perStatus)).toEqual({ tone: 'success', text: 'New.', keepInput: false })
    expect(formMessage(202, perStatus)).toEqual({ tone: 'success', text: 'Already.', keepInput: false })
    expect(formMessage(201, perStatus)).toEqual({ tone: 'error', text: 'Not sent.', keepInput: true })
    expect(formMessage(500, perStatus)).toEqual({ tone: 'error', text: 'Not sent.', keepInput: true })
  })

  it('a connection error keeps the input', () => {
    expect(formMessage('unreachable', anySuccess)).toEqual({ tone: 'error', text: 'No connection.', keepInput: true })
    expect(formMessage('unreachable', perStatus)).toEqual({ tone: 'error', text: 'No connection.', keepInput: true })
  })
})
