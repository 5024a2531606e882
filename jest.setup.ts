import '@testing-library/jest-dom'
import { parseEnv } from './lib/env.ts'

// As next.config.mjs does for the build: the validated configuration, defaults applied.
for (const [name, value] of Object.entries(parseEnv(process.env))) {
  if (value !== undefined) process.env[name] = value
}

// jsdom lays nothing out and has no scrollIntoView; e2e/forms.spec.ts sees the outcome scrolled into view.
if (typeof Element !== 'undefined') Element.prototype.scrollIntoView = () => {}
