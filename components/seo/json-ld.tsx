import type { JSX } from 'react'
import { jsonLdText } from '@/lib/json-ld'

type Builder<P> = (props: P) => JSX.Element
type BuiltScript = { data: unknown; id?: string; scriptKey?: string }

/**
 * The one way the site writes structured data: next-seo's component builds the schema.org object, and
 * this writes it through `jsonLdText`. next-seo's own writer escapes only the exact `</script>`.
 */
export function JsonLd<P extends object>({ builder, ...props }: { builder: Builder<P> } & P) {
  const { data, id, scriptKey } = builder(props as unknown as P).props as BuiltScript
  return <script type="application/ld+json" id={id || scriptKey} dangerouslySetInnerHTML={{ __html: jsonLdText(data) }} />
}
