import type { JSX } from 'react'
import { jsonLdText } from '#lib/json-ld.ts'

type Builder<P> = (props: P) => JSX.Element
type BuiltScript = { data: unknown; id?: string; scriptKey?: string }

/** The one way to write structured data: next-seo builds it, jsonLdText escapes it (next-seo's misses cases). */
export function JsonLd<P extends object>({ builder, ...props }: { builder: Builder<P> } & P) {
  const { data, id, scriptKey } = builder(props as unknown as P).props as BuiltScript
  return <script type="application/ld+json" id={id || scriptKey} dangerouslySetInnerHTML={{ __html: jsonLdText(data) }} />
}
