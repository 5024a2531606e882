import { defineConfig, globalIgnores } from 'eslint/config'
import nextVitals from 'eslint-config-next/core-web-vitals'
import nextTs from 'eslint-config-next/typescript'

// lib/ is `#lib/x` from every folder (package.json's imports): Node runs it itself, through next.config.mjs and the
// suites' servers, and resolves no alias. scripts/, test/ and bench/ import their own files by relative path with the
// extension, as Node runs some of them too. app/, components/, content/ and e2e/ import the rest by `@/`.
const libStyle = [
  { regex: '^@/lib/|^(\\.\\./)+lib/', message: 'Import lib/ as #lib/ and its path, e.g. #lib/site.' },
  { regex: '^#lib/.*\\.ts$', message: 'Leave out the extension: #lib/site.' },
]
const relativeStyle = [
  ...libStyle,
  { regex: '^@/', message: 'Node runs this file: import by relative path with the extension, e.g. ./env.ts.' },
  { regex: '^\\.\\.?/(?!.*\\.(ts|tsx|mjs|json|css)$)', message: 'Node needs the extension: ./env.ts.' },
]
const aliasStyle = [
  ...libStyle,
  { regex: '^\\.\\.?/', message: 'Import repository files by `@/` and the path from the root, e.g. @/content/home.' },
  { regex: '^@/.*\\.tsx?$', message: 'Leave out the extension: @/content/home.' },
]
/** Within lib/, only #lib/; its tests reach test/ by relative path. */
const withinLib = (/** @type {boolean} */ test) => [
  ...libStyle,
  { regex: '^@/', message: 'lib/ imports only lib/, as #lib/site: Node runs it and resolves no alias.' },
  {
    regex: test ? '^(\\./|(\\.\\./)+(?!\\.\\./|test/))' : '^\\.\\.?/',
    message: 'Import lib/ as #lib/ and its path, e.g. #lib/site.',
  },
  { regex: '^\\.\\.?/(?!.*\\.ts$)', message: 'Node needs the extension: ../test/env.ts.' },
]

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
              regex: `^@/${name}/`,
              message: `${floor}/ is below ${name}/: import downward only (app -> components -> content -> lib).`,
            })),
            { regex: '^@/test/', message: 'test/ is test support: only tests import it.' },
            ...(floor === 'lib' ? withinLib(false) : aliasStyle),
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
    files: ['lib/**/*.test.ts'],
    rules: { 'no-restricted-imports': /** @type {['error', object]} */ (['error', { patterns: withinLib(true) }]) },
  },
  {
    files: ['scripts/**', 'test/**', 'bench/*.ts'],
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
