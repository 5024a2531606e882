// Unit tests import the compiled MDX content (`content-collections`): build it first, and stop on
// an invalid file, as the site's build does.
import { buildContent } from './lib/content.mjs'

export default async function globalSetup() {
  const errors = await buildContent()
  if (errors.length) throw new Error(`content: ${errors.join('\n')}`)
}
