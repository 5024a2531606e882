import type { ComponentProps } from 'react'

type Props = Omit<ComponentProps<'a'>, 'target' | 'rel'> & { href: string; detail?: string }

/** Its `aria-label` names the link whole, so the link itself says it opens a new tab. */
export function NewTabLink({ children, detail, ...props }: Props) {
  return (
    <a {...props} target="_blank" rel="noopener noreferrer">
      {children}
      {props['aria-label'] === undefined && <span className="sr-only"> {detail ? `${detail} ` : ''}(opens in a new tab)</span>}
    </a>
  )
}
