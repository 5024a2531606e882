import { choiceList, joinChoices, toggleChoice } from './choices.ts'

const days = ['mon', 'tue', 'wed', 'thu', 'fri']

describe('a checkbox group as one form value', () => {
  it('reads none, one or several choices', () => {
    expect(choiceList('')).toEqual([])
    expect(choiceList('tue')).toEqual(['tue'])
    expect(choiceList('tue,thu')).toEqual(['tue', 'thu'])
  })

  it('joins what a form holds for a field: one text value stays as it is', () => {
    expect(joinChoices([])).toBe('')
    expect(joinChoices(['Tuesday afternoon, or Thursday'])).toBe('Tuesday afternoon, or Thursday')
    expect(joinChoices(['tue', 'thu'])).toBe('tue,thu')
  })

  it('ticks and unticks a choice, keeping the order of the options whatever the order of the clicks', () => {
    let value = ''
    for (const day of ['thu', 'mon', 'tue']) value = toggleChoice(value, day, true, days)
    expect(value).toBe('mon,tue,thu')
    expect(toggleChoice(value, 'tue', false, days)).toBe('mon,thu')
    expect(toggleChoice('mon', 'mon', true, days)).toBe('mon')
    expect(toggleChoice('mon', 'mon', false, days)).toBe('')
  })

  it('drops a value that is not one of the options', () => {
    expect(toggleChoice('sat', 'mon', true, days)).toBe('mon')
  })
})
