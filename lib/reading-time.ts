import type { RichText } from '@/content/schema'

/** Words in a body of copy: paragraphs, headings and list items. */
export function wordCount(blocks: RichText): number {
  return blocks
    .flatMap((block) => ('items' in block ? block.items : [block.text]))
    .join(' ')
    .split(/\s+/)
    .filter(Boolean).length
}

/** Minutes to read at 200 words a minute, rounded up, at least one. */
export function readingMinutes(blocks: RichText): number {
  return Math.max(1, Math.ceil(wordCount(blocks) / 200))
}
