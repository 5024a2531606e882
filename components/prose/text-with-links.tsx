import { ProseLink } from '@/components/prose/mdx'
import type { LinkedText } from '@/content/forms/form-copy'

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

export const plainText = (text: LinkedText) => text.map((part) => (typeof part === 'string' ? part : part.text)).join('')
