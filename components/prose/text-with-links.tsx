import { ProseLink } from '@/components/prose/mdx'
import type { LinkedText } from '@/content/forms/form-copy'

/** A sentence of content with its links in place, each a prose link (a site page, an address or another site). */
export function TextWithLinks({ text }: { text: LinkedText }) {
  return text.map((part) =>
    typeof part === 'string' ? (
      part
    ) : (
      <ProseLink key={part.href} href={part.href}>
        {part.text}
      </ProseLink>
    ),
  )
}

/** The sentence without its links, as a key or a plain string. */
export const plainText = (text: LinkedText) => text.map((part) => (typeof part === 'string' ? part : part.text)).join('')
