import { readFileSync } from 'node:fs'

// .ci/run times each script of README's test command as a stage of its own, so both must name the same scripts.
describe('CI', () => {
  it('runs every script of `npm test`, in order, one stage each', () => {
    const test: string = JSON.parse(readFileSync('package.json', 'utf8')).scripts.test
    const scripts = test.split(' && ').map((command) => command.replace(/^npm run /, ''))
    expect(scripts.map((script) => `npm run ${script}`).join(' && ')).toBe(test)
    const staged = [...readFileSync('.ci/run', 'utf8').matchAll(/stage "([\w:]+)" npm run \1$/gm)].map(([, name]) => name)
    expect(staged.filter((name) => scripts.includes(name!))).toEqual(scripts)
  })
})
