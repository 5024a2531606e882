/** What a body of copy is made of, as far as counting words goes: blocks of text or of list items. */
type TextBlocks = readonly ({ type: string; text: string } | { type: string; items: readonly string[] })[]

/** Words in a body of copy: paragraphs, headings and list items. */
export function wordCount(blocks: TextBlocks): number {
  return blocks
    .flatMap((block) => ('items' in block ? block.items : [block.text]))
    .join(' ')
    .split(/\s+/)
    .filter(Boolean).length
}

/** Minutes to read at 200 words a minute, rounded up, at least one. */
export function readingMinutes(blocks: TextBlocks): number {
  return Math.max(1, Math.ceil(wordCount(blocks) / 200))
}
