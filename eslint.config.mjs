import { defineConfig, globalIgnores } from 'eslint/config'
import nextVitals from 'eslint-config-next/core-web-vitals'
import nextTs from 'eslint-config-next/typescript'

// One import style everywhere: `#` and the path from the root, with its extension (package.json `imports`),
// which Node, Next, Jest and TypeScript all resolve.
const oneStyle = [
  { regex: '^(\\.\\.?|@)/', message: 'Import repository files by # and the path from the root, e.g. #lib/site.ts.' },
  { regex: '^#(?!.*\\.(ts|tsx|mjs|json|css)$)', message: 'Node needs the extension: #lib/site.ts.' },
]

export default defineConfig([
  ...nextVitals,
  ...nextTs,
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
              regex: `^#${name}/`,
              message: `${floor}/ is below ${name}/: import downward only (app -> components -> content -> lib).`,
            })),
            { regex: '^#test/', message: 'test/ is test support: only tests import it.' },
            ...oneStyle,
          ],
        },
      ]),
    },
  })),
  {
    files: ['**/*.test.{ts,tsx}', '*.ts', 'scripts/**', 'test/**', 'bench/*.ts', 'e2e/**'],
    rules: { 'no-restricted-imports': /** @type {['error', object]} */ (['error', { patterns: oneStyle }]) },
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
