'use client'

import { useDisclosure } from './use-disclosure'

/**
 * A button that shows and hides the panel after it (the Solutions dropdown, the mobile menu). What
 * they show is rendered on the server and passed in, so the toggle is the only JavaScript; state
 * shows in the button's `aria-expanded`, which `group-aria-expanded:` styles its icon from. Following
 * a link in the panel closes it.
 */
export function Disclosure({
  id,
  className,
  buttonClassName,
  buttonLabel,
  buttonContent,
  panelLabel,
  panelClassName,
  overlayClassName,
  children,
}: {
  id: string
  className?: string
  buttonClassName: string
  /** The button's accessible name when its content is only an icon. */
  buttonLabel?: string
  buttonContent: React.ReactNode
  /** Makes the panel a navigation landmark of that name. */
  panelLabel?: string
  panelClassName: string
  /** A layer that dims the page under the open panel; a click on it closes the panel. */
  overlayClassName?: string
  children: React.ReactNode
}) {
  const { open, toggle, close, rootRef, buttonRef } = useDisclosure()
  const Panel = panelLabel ? 'nav' : 'div'
  return (
    <div ref={rootRef} className={className}>
      <button
        ref={buttonRef}
        type="button"
        aria-label={buttonLabel}
        aria-expanded={open}
        aria-controls={id}
        onClick={toggle}
        className={`group ${buttonClassName}`}
      >
        {buttonContent}
      </button>
      {/* Inside the root, which the hook's outside click ignores, so it closes the panel itself. */}
      {open && overlayClassName && <div aria-hidden="true" onClick={close} className={overlayClassName} />}
      <Panel
        id={id}
        aria-label={panelLabel}
        hidden={!open}
        onClick={(event) => (event.target as Element).closest('a') && close()}
        className={panelClassName}
      >
        {children}
      </Panel>
    </div>
  )
}
