import { fullWidthFacts } from '@/components/page/facts-panel'

const fact = (detail: string) => ({ term: detail, detail })
const short = fact('Within 1 working day')
const long = fact('Monday to Friday, 9:00 to 17:30 UK time')

describe('fullWidthFacts: the facts that take the panel’s width', () => {
  it('gives a long fact the width, and pairs short ones', () => {
    expect(fullWidthFacts([short, short, long])).toEqual([false, false, true])
    expect(fullWidthFacts([long, short, short, short, short])).toEqual([true, false, false, false, false])
  })

  it('widens a short fact that would sit alone on its row', () => {
    expect(fullWidthFacts([short, long, short, short])).toEqual([true, true, false, false])
    expect(fullWidthFacts([long, short, short, short])).toEqual([true, false, false, true])
    expect(fullWidthFacts([short])).toEqual([true])
  })
})
