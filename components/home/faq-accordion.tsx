'use client'

import { useId, useState } from 'react'
import Link from 'next/link'
import { buttonClasses } from '@/components/ui/button'
import type { FaqEntry } from '@/content/home'

/** At most one answer open; the first is open at load; clicking the open question closes it. */
export function FaqAccordion({ entries }: { entries: FaqEntry[] }) {
  const [openIndex, setOpenIndex] = useState<number | null>(0)
  const baseId = useId()
  return (
    <div className="mt-10 divide-y divide-navy-100 rounded-xl border border-navy-100 bg-white">
      {entries.map((entry, index) => {
        const open = openIndex === index
        const panelId = `${baseId}-answer-${index}`
        return (
          <div key={entry.question}>
            <h3>
              <button
                type="button"
                aria-expanded={open}
                aria-controls={panelId}
                onClick={() => setOpenIndex(open ? null : index)}
                className="flex w-full items-center justify-between gap-4 px-6 py-5 text-left text-lg font-semibold text-navy-900"
              >
                {entry.question}
                <span aria-hidden="true" className="text-2xl leading-none text-accent-700">
                  {open ? '−' : '+'}
                </span>
              </button>
            </h3>
            <div id={panelId} hidden={!open} className="px-6 pb-6 text-slate-700">
              <p>{entry.answer}</p>
              {entry.link && (
                <Link href={entry.link.href} className={`${buttonClasses('primary')} mt-4`}>
                  {entry.link.label}
                </Link>
              )}
            </div>
          </div>
        )
      })}
    </div>
  )
}
