import { readFileSync, readdirSync } from 'node:fs'
import { join } from 'node:path'

// Tailwind emits nothing for a colour the theme lacks, and says nothing: every shade of our palettes a class names exists.
const theme = readFileSync('app/globals.css', 'utf8')
const defined = new Set([...theme.matchAll(/--color-([a-z]+-\d+):/g)].map(([, shade]) => shade!))
const palettes = [...new Set([...defined].map((shade) => shade.replace(/-\d+$/, '')))]

const sources = ['app', 'components', 'content', 'lib'].flatMap((dir) =>
  readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((name) => /\.(tsx?|mdx|css)$/.test(name))
    .map((name) => join(dir, name)),
)

describe('the theme', () => {
  it('defines every shade of its own palettes that the code names', () => {
    expect(palettes).toEqual(expect.arrayContaining(['navy', 'accent']))
    const shade = new RegExp(`-((?:${palettes.join('|')})-\\d+)\\b`, 'g')
    const undefinedShades = sources.flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(shade)]
        .map(([, name]) => name!)
        .filter((name) => !defined.has(name))
        .map((name) => `${file}: ${name}`),
    )
    expect(undefinedShades).toEqual([])
  })
})
