import { defineConfig, globalIgnores } from 'eslint/config'
import nextVitals from 'eslint-config-next/core-web-vitals'
import nextTs from 'eslint-config-next/typescript'

// Node runs lib/, scripts/, test/ and bench/ directly (next.config.mjs, npm scripts, the suites' servers) and resolves
// no alias: they import each other by relative path with the extension. Everything else uses `@/`.
const relativeStyle = [
  { regex: '^@/', message: 'Node runs this file: import by relative path with the extension, e.g. ./site.ts.' },
  { regex: '^\\.\\.?/(?!.*\\.(ts|tsx|mjs|json|css)$)', message: 'Node needs the extension: ./site.ts.' },
]
const aliasStyle = [
  { regex: '^\\.\\.?/', message: 'Import repository files by `@/` and the path from the root, e.g. @/lib/site.' },
  { regex: '^@/.*\\.tsx?$', message: 'Leave out the extension: @/lib/site.' },
]
const styleOf = (/** @type {string} */ floor) => (floor === 'lib' ? relativeStyle : aliasStyle)
/** An import of `name`/ from `floor`: by alias, or (from lib/) by a relative path climbing out of lib/. */
const importOf = (/** @type {string} */ floor, /** @type {string} */ name) =>
  floor === 'lib' ? `^(\\.\\./)+${name}/` : `^@/${name}/`

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  // `const { omitted, ...rest } = value` is how a property is left out.
  { rules: { '@typescript-eslint/no-unused-vars': ['warn', { ignoreRestSiblings: true }] } },
  {
    // Building an Intl formatter costs a phone 45-120 ms of main thread: numbers go
    // through lib/format.ts's formatCount, and only lib/format.ts builds a formatter, on first use.
    files: ['app/**', 'components/**', 'content/**', 'lib/**'],
    ignores: ['**/*.test.ts', '**/*.test.tsx', 'lib/format.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        { property: 'toLocaleString', message: 'Use formatCount (lib/format.ts): toLocaleString builds a formatter.' },
      ],
      'no-restricted-syntax': [
        'error',
        { selector: "NewExpression[callee.object.name='Intl']", message: 'Format in lib/format.ts, built on first use.' },
        {
          // next-seo's writer escapes only the exact `</script>`: content with `</script >` ended the element.
          selector: "JSXOpeningElement[name.name=/JsonLd$/]:not([name.name='JsonLd'])",
          message: 'Write structured data as <JsonLd builder={…}> (components/seo/json-ld.tsx), which escapes every <.',
        },
      ],
    },
  },
  // The floors: app -> components -> content -> lib, never upward; test/ is the tests' support (tests reach any floor).
  ...[
    { floor: 'app', above: [] },
    { floor: 'components', above: ['app'] },
    { floor: 'content', above: ['app', 'components'] },
    { floor: 'lib', above: ['app', 'components', 'content'] },
  ].map(({ floor, above }) => ({
    files: [`${floor}/**`],
    ignores: ['**/*.test.ts', '**/*.test.tsx'],
    rules: {
      'no-restricted-imports': /** @type {['error', object]} */ ([
        'error',
        {
          patterns: [
            ...above.map((name) => ({
              regex: importOf(floor, name),
              message: `${floor}/ is below ${name}/: import downward only (app -> components -> content -> lib).`,
            })),
            { regex: importOf(floor, 'test'), message: 'test/ is test support: only tests import it.' },
            ...styleOf(floor),
          ],
        },
      ]),
    },
  })),
  {
    files: ['app/**/*.test.{ts,tsx}', 'components/**/*.test.{ts,tsx}', 'content/**/*.test.{ts,tsx}', '*.ts', 'e2e/**'],
    rules: { 'no-restricted-imports': /** @type {['error', object]} */ (['error', { patterns: aliasStyle }]) },
  },
  {
    files: ['lib/**/*.test.ts', 'scripts/**', 'test/**', 'bench/*.ts'],
    rules: { 'no-restricted-imports': /** @type {['error', object]} */ (['error', { patterns: relativeStyle }]) },
  },
  globalIgnores([
    '.next/**',
    // The build with the proof fixtures (npm run test:e2e:proof, npm run screenshots).
    '.next-proof/**',
    // The Cloudflare Worker build (npm run build:cloudflare) and Wrangler's local state.
    '.open-next/**',
    '.wrangler/**',
    '.content-collections/**',
    'out/**',
    'coverage/**',
    'test-results/**',
    'playwright-report/**',
    'next-env.d.ts',
    'bench/floor/.next/**',
    'bench/floor/next-env.d.ts',
  ]),
])
