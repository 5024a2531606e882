'use client'

import { useEffect, useEffectEvent } from 'react'

/**
 * Hands `adopt` what the form holds once, right after hydration: a visitor may have typed, ticked or
 * chosen before the page's script ran, and React keeps those values on screen without knowing them.
 * A controlled form adopts them into its state, so its next render does not put back the defaults.
 */
export function useFormBeforeHydration(form: () => HTMLFormElement | null, adopt: (data: FormData) => void) {
  const onHydrated = useEffectEvent(() => {
    const element = form()
    if (element) adopt(new FormData(element))
  })
  useEffect(() => onHydrated(), [])
}
