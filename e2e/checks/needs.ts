import { test } from '@playwright/test'

/**
 * Skips the file (at its top) or the test (in its body) when `missing` says what this machine lacks, but fails in CI,
 * which installs it (.ci/run): a deployment check that skipped there would pass having checked nothing.
 */
export function skipUnlessCI(missing: string | false | null | undefined) {
  if (missing && process.env.CI) throw new Error(`${missing} (CI must provide it)`)
  test.skip(Boolean(missing), missing || '')
}
