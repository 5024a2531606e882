import { isValidElement, type JSX } from 'react'
import { jsonLdText } from '#lib/json-ld'

type Builder<P> = (props: P) => JSX.Element
type BuiltScript = { data: unknown; id?: string; scriptKey?: string }

/**
 * next-seo's builders shape the data; jsonLdText escapes it, as next-seo's escaping misses `</script >`. The builders'
 * return shape is next-seo 7.3.0's (pinned in package.json): a newer one that changes it fails here, loudly.
 */
export function JsonLd<P extends object>({ builder, ...props }: { builder: Builder<P> } & P) {
  const built = builder(props as unknown as P)
  if (!isValidElement(built) || !(built.props && typeof built.props === 'object' && 'data' in built.props))
    throw new Error(`next-seo's ${builder.name} no longer returns its script element: update components/seo/json-ld.tsx`)
  const { data, id, scriptKey } = built.props as BuiltScript
  return <script type="application/ld+json" id={id || scriptKey} dangerouslySetInnerHTML={{ __html: jsonLdText(data) }} />
}
