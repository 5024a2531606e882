import type { RichText as RichTextBlocks } from '@/content/schema'

/** Renders typed long-form copy (articles, policies, company pages) as plain, readable HTML. */
export function RichText({ blocks }: { blocks: RichTextBlocks }) {
  return (
    <div className="space-y-5 text-lg leading-8 text-slate-700">
      {blocks.map((block, index) => {
        switch (block.type) {
          case 'h2':
            return (
              <h2 key={index} className="pt-6 text-2xl font-bold tracking-tight text-navy-900">
                {block.text}
              </h2>
            )
          case 'h3':
            return (
              <h3 key={index} className="pt-2 text-xl font-semibold text-navy-900">
                {block.text}
              </h3>
            )
          case 'ul':
          case 'ol': {
            const List = block.type
            return (
              <List key={index} className={`space-y-2 pl-6 ${block.type === 'ul' ? 'list-disc' : 'list-decimal'}`}>
                {block.items.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </List>
            )
          }
          case 'p':
            return <p key={index}>{block.text}</p>
        }
      })}
    </div>
  )
}

