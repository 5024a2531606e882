import Link from 'next/link'
import { site } from '#lib/site'

/** `collapsible`: smaller on phones, the mark alone below 375 px, so the navbar fits even in the fallback font. */
export function Logo({
  tone = 'dark',
  collapsible = false,
  className = '',
}: {
  tone?: 'dark' | 'light'
  collapsible?: boolean
  className?: string
}) {
  return (
    <Link
      href="/"
      aria-label={`${site.name}, home`}
      className={`inline-flex items-center gap-2 font-bold tracking-tight ${collapsible ? 'text-lg sm:text-xl' : 'text-xl'} ${
        tone === 'dark' ? 'text-navy-900' : 'text-white'
      } ${className}`}
    >
      <svg aria-hidden="true" viewBox="0 0 32 32" className="size-8" focusable="false">
        <path
          d="M16 2 4 6.5v8.7c0 7.3 5.1 13.6 12 14.8 6.9-1.2 12-7.5 12-14.8V6.5L16 2Z"
          fill={tone === 'dark' ? '#0d1f3c' : '#2a4f8f'}
        />
        <path d="M16 5.2 7 8.6v6.6c0 5.7 3.8 10.6 9 11.8V5.2Z" fill="#14b8a6" />
        <path
          d="m11.5 16.2 3.2 3.2 6.3-6.6"
          fill="none"
          stroke="#fff"
          strokeWidth="2.4"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <span className={collapsible ? 'max-[374px]:hidden' : undefined}>{site.name}</span>
    </Link>
  )
}
