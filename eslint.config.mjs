import { defineConfig, globalIgnores } from 'eslint/config'
import nextVitals from 'eslint-config-next/core-web-vitals'
import nextTs from 'eslint-config-next/typescript'

// Node runs lib/, scripts/, test/ and bench/ itself (next.config.mjs, npm scripts, the suites' servers) and resolves
// neither `@/` nor a missing extension: they are `#lib/site` (package.json's imports add the `.ts`). app/, components/,
// content/ and e2e/, which only Next, Jest and Playwright load, are `@/content/home`. No relative paths, no extensions.
const importStyle = [
  { regex: '^@/(lib|scripts|test|bench)/', message: 'Node runs this folder: import it by #, e.g. #lib/site.' },
  { regex: '^\\.\\.?/', message: 'Import by #lib/site (lib, scripts, test, bench) or @/content/home, not a relative path.' },
  { regex: '^[#@].*\\.tsx?$', message: 'Leave out the extension: #lib/site, @/content/home.' },
]
/** What Node runs is resolved by Node: `@/` is not. */
const nodeOnly = { regex: '^@/', message: 'Node runs this file and resolves no @/: import only #lib/…, #scripts/….' }

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
            { regex: '^#test/', message: 'test/ is test support: only tests import it.' },
            ...importStyle,
            ...(floor === 'lib' ? [nodeOnly] : []),
          ],
        },
      ]),
    },
  })),
  {
    files: ['**/*.test.{ts,tsx}', '*.ts', 'e2e/**', 'test/**', 'bench/*.ts'],
    rules: { 'no-restricted-imports': /** @type {['error', object]} */ (['error', { patterns: importStyle }]) },
  },
  {
    files: ['scripts/**/*.ts', '*.mjs'],
    rules: { 'no-restricted-imports': /** @type {['error', object]} */ (['error', { patterns: [...importStyle, nodeOnly] }]) },
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
