import type { RichText } from '@/content/schema'

/** Article bodies by slug; each file is checked against richTextSchema when it loads. */
export const articles: Record<string, RichText> = {}
