import type { ComponentProps } from 'react'

type Props = Omit<ComponentProps<'a'>, 'target' | 'rel'> & { href: string; detail?: string }

/**
 * A link to another site in a new tab, which gets no handle on this page and is announced as opening one
 * (an `aria-label` names the link whole, so it says so itself).
 */
export function NewTabLink({ children, detail, ...props }: Props) {
  return (
    <a {...props} target="_blank" rel="noopener noreferrer">
      {children}
      {props['aria-label'] === undefined && <span className="sr-only"> {detail ? `${detail} ` : ''}(opens in a new tab)</span>}
    </a>
  )
}
