import { readFileSync, readdirSync } from 'node:fs'
import { join } from 'node:path'

// Docs a newcomer finishes: README and docs/ within 2,500 words, and each decision record within 200, in three parts.
const words = (file: string) => readFileSync(file, 'utf8').split(/\s+/).filter(Boolean).length
const markdownUnder = (dir: string) =>
  readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.md'))
    .map((name) => join(dir, name))

describe('the docs', () => {
  it('are at most 2,500 words, README included', () => {
    const files = ['README.md', ...markdownUnder('docs')]
    expect(files.length).toBeGreaterThan(5)
    expect(files.reduce((total, file) => total + words(file), 0)).toBeLessThanOrEqual(2_500)
  })

  it('record each decision in at most 200 words: the decision, its reason, when to revisit it', () => {
    const records = markdownUnder('docs/decisions')
    expect(records.length).toBeGreaterThan(0)
    expect(records.filter((record) => words(record) > 200)).toEqual([])
    // A reason is measured where a figure decides it; a constraint (no token, no network) is stated as one.
    const parts = [/\*\*Decision\.\*\*/, /\*\*(Measured reason|Reason)\.\*\*/, /\*\*When to revisit\.\*\*/]
    const missing = records.flatMap((record) =>
      parts.filter((part) => !part.test(readFileSync(record, 'utf8'))).map((part) => `${record}: ${part.source}`),
    )
    expect(missing).toEqual([])
  })
})
