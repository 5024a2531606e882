import { defineConfig, globalIgnores } from 'eslint/config'
import nextVitals from 'eslint-config-next/core-web-vitals'
import nextTs from 'eslint-config-next/typescript'

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  globalIgnores([
    '.next/**',
    '.next-bench/**',
    // npm run screenshots builds into a folder of its own.
    '.next-screenshots/**',
    // npm run test:e2e:proof builds with the proof fixtures into a folder of its own.
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
