import { fileURLToPath } from 'node:url'

// Built with the repository's node_modules: `next build bench/floor` from the repository root.
const root = fileURLToPath(new URL('../..', import.meta.url))

/** @type {import('next').NextConfig} */
const nextConfig = {
  poweredByHeader: false,
  // Turbopack looks for middleware and instrumentation files from this directory up to its root, so
  // it would build the site's middleware.ts and instrumentation.ts into the floor. Only files ending
  // .floor.tsx are conventions here, which no file above has.
  pageExtensions: ['floor.tsx'],
  turbopack: { root },
  outputFileTracingRoot: root,
}

export default nextConfig
