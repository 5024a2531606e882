import { readFileSync, readdirSync } from 'node:fs'
import { join } from 'node:path'

/** Every `STAND-IN` marker (a fact only the company can give, not yet given) in the files under `dir`, as `file:line`. */
export function standInsUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((name) => /\.(ts|tsx|ya?ml|mdx?)$/.test(name) && !/\.test\.tsx?$/.test(name))
    .sort()
    .flatMap((name) =>
      readFileSync(join(dir, name), 'utf8')
        .split('\n')
        .flatMap((line, index) => (line.includes('STAND-IN') ? [`${join(dir, name)}:${index + 1}`] : [])),
    )
}

export function refuseStandIns(found: string[]) {
  if (found.length)
    throw new Error(
      `A launch build, but the company's facts are still stand-ins (README, "Before launch"):\n  ${found.join('\n  ')}\n` +
        'To build a preview with them, set PLAINGUARD_LAUNCH=0 (docker build --build-arg PLAINGUARD_LAUNCH=0).',
    )
}
