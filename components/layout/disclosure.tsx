'use client'

import { useCallback, useEffect, useRef, useSyncExternalStore } from 'react'
import { usePathname } from 'next/navigation'

/**
 * A button and its panel as a native popover, which opens and closes before and without JavaScript. The
 * script adds what the platform lacks: closing on a client-side navigation, and an explicit `aria-expanded`.
 */
export function Disclosure({
  id,
  className = '',
  buttonClassName,
  buttonLabel,
  buttonContent,
  popoverClassName,
  panelLabel,
  panelClassName,
  dimmed = false,
  children,
}: {
  id: string
  className?: string
  buttonClassName: string
  /** The button's accessible name when its content is only an icon. */
  buttonLabel?: string
  buttonContent: React.ReactNode
  /** Where the popover sits, and its look when it is the panel itself. */
  popoverClassName: string
  /** Makes the panel a navigation landmark of that name inside the popover; without it the popover is the panel. */
  panelLabel?: string
  /** The landmark's look, when there is one. */
  panelClassName?: string
  /** A layer dimming the page under the panel, which takes the tap that closes it (a ::backdrop lets taps through). */
  dimmed?: boolean
  children: React.ReactNode
}) {
  const popoverRef = useRef<HTMLDivElement>(null)
  const open = usePopoverOpen(popoverRef)
  useCloseOnRouteChange(popoverRef)
  return (
    <div className={`group/disclosure ${className}`}>
      <button
        type="button"
        popoverTarget={id}
        aria-label={buttonLabel}
        aria-expanded={open}
        aria-controls={id}
        className={buttonClassName}
      >
        {buttonContent}
      </button>
      <div
        ref={popoverRef}
        id={id}
        popover="auto"
        onClick={(event) => (event.target as Element).closest('a') && hide(popoverRef.current)}
        className={popoverClassName}
      >
        {panelLabel ? (
          <nav aria-label={panelLabel} className={panelClassName}>
            {children}
          </nav>
        ) : (
          children
        )}
        {/* The dimmed page: closes the menu natively. Hidden from assistive technology, which has Escape and the button. */}
        {dimmed && (
          <button
            type="button"
            popoverTarget={id}
            popoverTargetAction="hide"
            tabIndex={-1}
            aria-hidden="true"
            className="block min-h-24 w-full grow cursor-default"
          />
        )}
      </div>
    </div>
  )
}

const hide = (panel: HTMLElement | null) => panel?.matches(':popover-open') && panel.hidePopover()

/** Whether the popover is open, read from the DOM (it may have opened before hydration); undefined on the server. */
function usePopoverOpen(panelRef: React.RefObject<HTMLElement | null>): boolean | undefined {
  // One subscribe for the component's life: a new one each render would make React resubscribe each render.
  const subscribe = useCallback(
    (notify: () => void) => {
      const panel = panelRef.current
      panel?.addEventListener('toggle', notify)
      return () => panel?.removeEventListener('toggle', notify)
    },
    [panelRef],
  )
  return useSyncExternalStore(
    subscribe,
    () => panelRef.current?.matches(':popover-open') ?? false,
    () => undefined,
  )
}

function useCloseOnRouteChange(panelRef: React.RefObject<HTMLElement | null>) {
  const pathname = usePathname()
  const shownOn = useRef(pathname)
  useEffect(() => {
    if (shownOn.current === pathname) return
    shownOn.current = pathname
    hide(panelRef.current)
  }, [pathname, panelRef])
}
