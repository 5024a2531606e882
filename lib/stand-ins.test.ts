import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { refuseStandIns, standInsUnder } from '#lib/stand-ins'

describe('stand-ins', () => {
  it('finds each STAND-IN marker in content files, as file:line, and skips tests', () => {
    const dir = mkdtempSync(join(tmpdir(), 'stand-ins-'))
    mkdirSync(join(dir, 'company'))
    writeFileSync(join(dir, 'company', 'facts.ts'), "/** STAND-IN: the number. */\nexport const n = '1'\n// STAND-IN: office\n")
    writeFileSync(join(dir, 'hours.yaml'), '# STAND-IN: hours\nhours: 9 to 5\n')
    writeFileSync(join(dir, 'real.ts'), "export const n = '12345678'\n")
    writeFileSync(join(dir, 'facts.test.ts'), "it('STAND-IN', () => {})\n")
    expect(standInsUnder(dir)).toEqual([
      join(dir, 'company', 'facts.ts:1'),
      join(dir, 'company', 'facts.ts:3'),
      join(dir, 'hours.yaml:1'),
    ])
  })

  it('a launch build stops naming every stand-in, and goes on when none is left', () => {
    expect(() => refuseStandIns(['content/security.ts:20', 'content/company/facts.ts:1'])).toThrow(
      /still stand-ins[\s\S]*content\/security\.ts:20\n {2}content\/company\/facts\.ts:1\nTo build a preview with them, set PLAINGUARD_LAUNCH=0 /,
    )
    expect(() => refuseStandIns([])).not.toThrow()
  })
})
