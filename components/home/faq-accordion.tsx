'use client'

import { useId } from 'react'
import Link from 'next/link'
import { buttonClasses } from '@/components/ui/button'
import { Question } from '@/components/ui/question'
import type { FaqEntry } from '@/content/home-faq'

/** `<details name>` is exclusive before hydration; the script adds that for Safari < 17.2 and Firefox < 130. */
export function FaqAccordion({ entries }: { entries: FaqEntry[] }) {
  const name = useId()
  const closeOthers = (event: React.ToggleEvent<HTMLDetailsElement>) => {
    const opened = event.currentTarget
    if (!opened.open) return
    for (const other of opened.parentElement?.querySelectorAll<HTMLDetailsElement>('details[open]') ?? [])
      if (other !== opened) other.open = false
  }
  return entries.map((entry, index) => (
    <Question key={entry.question} question={entry.question} name={name} defaultOpen={index === 0} onToggle={closeOthers}>
      <p>{entry.answer}</p>
      {entry.link && (
        <Link href={entry.link.href} className={`${buttonClasses('primary')} mt-4`}>
          {entry.link.label}
        </Link>
      )}
    </Question>
  ))
}
