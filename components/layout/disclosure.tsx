'use client'

import { useCallback, useEffect, useRef, useSyncExternalStore } from 'react'
import { usePathname } from 'next/navigation'
import { linkCurrent } from '#lib/variant'

/** A native popover, so it works without JavaScript; the script adds closing on navigation and an explicit aria-expanded. */
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
  sections = [],
  children,
}: {
  id: string
  className?: string
  buttonClassName: string
  buttonLabel?: string
  buttonContent: React.ReactNode
  popoverClassName: string
  panelLabel?: string
  panelClassName?: string
  /** A layer that takes the tap closing the panel: a ::backdrop lets taps through to the page. */
  dimmed?: boolean
  /** The paths whose pages make the button current (aria-current="true"), as the navbar's links are marked. */
  sections?: readonly string[]
  children: React.ReactNode
}) {
  const popoverRef = useRef<HTMLDivElement>(null)
  const open = usePopoverOpen(popoverRef)
  useCloseOnRouteChange(popoverRef)
  const pathname = usePathname()
  const current = sections.some((section) => linkCurrent(pathname, section)) ? 'true' : undefined
  return (
    <div className={`group/disclosure ${className}`}>
      <button
        type="button"
        popoverTarget={id}
        aria-label={buttonLabel}
        aria-expanded={open}
        aria-controls={id}
        aria-current={current}
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
        {/* Hidden from assistive technology, which has Escape and the button. */}
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

/** Read from the DOM, as it may have opened before hydration. */
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
