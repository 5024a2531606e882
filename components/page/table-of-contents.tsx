import { surface } from '@/components/ui/card'

export function TableOfContents({
  id,
  heading,
  sections,
  className = '',
}: {
  id: string
  heading: string
  sections: { id: string; text: string }[]
  className?: string
}) {
  return (
    <nav aria-labelledby={id} className={`${surface('tint', 'p-5')} ${className}`}>
      <h2 id={id} className="text-sm font-semibold text-navy-900">
        {heading}
      </h2>
      <ol className="mt-3 space-y-1 text-sm">
        {sections.map((section) => (
          <li key={section.id}>
            <a href={`#${section.id}`} className="block py-1 text-slate-700 hover:text-navy-900 hover:underline">
              {section.text}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  )
}
