import '@testing-library/jest-dom'
import { parseEnv } from '#lib/env'

// As next.config.mjs does for the build: the validated configuration, defaults applied.
for (const [name, value] of Object.entries(parseEnv(process.env))) {
  if (value !== undefined) process.env[name] = value
}

// jsdom has no fetch: a stand-in for tests to spy on, which refuses a call no test mocked.
if (typeof fetch === 'undefined') globalThis.fetch = () => Promise.reject(new TypeError('fetch is not mocked in this test'))

// jsdom lays nothing out and has no scrollIntoView; e2e/forms.spec.ts sees the outcome scrolled into view.
if (typeof Element !== 'undefined') Element.prototype.scrollIntoView = () => {}
