import { test } from '@playwright/test'

/** Fails in CI instead, which installs what is missing (.ci/run): a check skipped there would pass having checked nothing. */
export function skipUnlessCI(missing: string | false | null | undefined) {
  if (missing && process.env.CI) throw new Error(`${missing} (CI must provide it)`)
  test.skip(Boolean(missing), missing || '')
}
