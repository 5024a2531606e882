import { findLookalikes } from '#lib/lookalike/generate'
import { parseDomain } from '#lib/lookalike/parse'
import { techniqueIds } from '#lib/lookalike/techniques'
import { techniqueCopy } from '@/content/tools/lookalike-domains'

describe('the checker’s technique copy', () => {
  const parsed = parseDomain('example.co.uk')
  if (!parsed.ok) throw new Error(parsed.error)
  const report = findLookalikes(parsed.domain)

  it.each([...techniqueIds])('%s: the example is one the checker lists under it for example.co.uk', (id) => {
    const listed = report.techniques
      .find((result) => result.technique === id)!
      .lookalikes.map((lookalike) => lookalike.unicode ?? lookalike.ascii)
    expect(listed).toContain(techniqueCopy[id].example)
  })

  it('names every technique once', () => {
    const names = techniqueIds.map((id) => techniqueCopy[id].name)
    expect(new Set(names).size).toBe(techniqueIds.length)
  })
})
