import { fileURLToPath } from 'node:url'

// Built with the repository's node_modules: `next build bench/floor` from the repository root.
const root = fileURLToPath(new URL('../..', import.meta.url))

/** @type {import('next').NextConfig} */
const nextConfig = {
  poweredByHeader: false,
  // Turbopack takes middleware and instrumentation from any folder up to the root: only .floor.tsx files are conventions here.
  pageExtensions: ['floor.tsx'],
  turbopack: { root },
  outputFileTracingRoot: root,
}

export default nextConfig
