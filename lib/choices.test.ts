import { choiceList, formValues } from '#lib/choices'

describe('a checkbox group as one form value', () => {
  it('reads none, one or several choices', () => {
    expect(choiceList('')).toEqual([])
    expect(choiceList('tue')).toEqual(['tue'])
    expect(choiceList('tue,thu')).toEqual(['tue', 'thu'])
  })

  it('reads a form’s texts as they are and a group’s ticked boxes joined', () => {
    const data = new FormData()
    data.append('times', 'Tuesday afternoon, or Thursday')
    data.append('days', 'tue')
    data.append('days', 'thu')
    expect(formValues(data, ['times', 'days', 'windows'])).toEqual({
      times: 'Tuesday afternoon, or Thursday',
      days: 'tue,thu',
      windows: '',
    })
  })
})
