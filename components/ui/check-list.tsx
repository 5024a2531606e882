export function CheckList({ items, className = '' }: { items: readonly string[]; className?: string }) {
  return (
    <ul className={`grid gap-4 ${className}`}>
      {items.map((item) => (
        <li key={item} className="check-item text-slate-700">
          {item}
        </li>
      ))}
    </ul>
  )
}
