import { defineConfig, globalIgnores } from 'eslint/config'
import nextVitals from 'eslint-config-next/core-web-vitals'
import nextTs from 'eslint-config-next/typescript'

const byAlias = [{ regex: '^\\.\\.?/', message: 'app/, components/ and content/ import by @/.' }]
// content-collections bundles content/collections.ts on its own, so it imports as lib/ does.
const byPath = [
  { regex: '^@/', message: 'Node loads this without the @/ alias: import by relative .ts path.' },
  { regex: '^\\.\\.?/(?!.*\\.(ts|tsx|mjs|json|css)$)', message: 'Node needs the extension: import by relative .ts path.' },
]
// The e2e suite: the site's code by @/ as the site imports it, its own helpers by relative path, never the build step.
const fromE2e = [
  { regex: '^(\\.\\./)+(app|components|content|lib)/', message: 'e2e/ imports the site by @/.' },
  { regex: '^@/e2e/', message: 'e2e/ imports its own helpers by relative path.' },
  { regex: '^(@/|(\\.\\./)+)scripts/', message: 'e2e/ checks what the build step wrote, apart from it: share through lib/.' },
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
  // Import paths (docs/architecture.md): app, components and content by @/; what Node runs directly by relative .ts path.
  ...[
    { floor: 'app', above: [], paths: byAlias },
    { floor: 'components', above: ['app'], paths: byAlias },
    { floor: 'content', above: ['app', 'components'], paths: byAlias },
    { floor: 'content/collections.ts', above: ['app', 'components'], paths: byPath },
    { floor: 'lib', above: ['app', 'components', 'content'], paths: byPath },
  ].map(({ floor, above, paths }) => ({
    files: [floor.endsWith('.ts') ? floor : `${floor}/**`],
    ignores: ['**/*.test.ts', '**/*.test.tsx'],
    rules: {
      'no-restricted-imports': /** @type {['error', object]} */ ([
        'error',
        {
          patterns: [
            ...above.map((name) => ({
              group: [`@/${name}/*`, `**/${name}/*`],
              message: `${floor}/ is below ${name}/: import downward only (app -> components -> content -> lib).`,
            })),
            { group: ['@/test/*', '**/test/*'], message: 'test/ is test support: only tests import it.' },
            ...paths,
          ],
        },
      ]),
    },
  })),
  ...[
    { files: ['{app,components,content}/**/*.test.{ts,tsx}'], paths: byAlias },
    { files: ['lib/**/*.test.{ts,tsx}', 'scripts/**', 'test/**', 'bench/*.ts'], paths: byPath },
    { files: ['e2e/**'], paths: fromE2e },
  ].map(({ files, paths }) => ({
    files,
    rules: { 'no-restricted-imports': /** @type {['error', object]} */ (['error', { patterns: paths }]) },
  })),
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
