import type { ReactNode } from 'react'
import type { IconName } from '@/lib/icons'

/** One outline drawing per icon name on a 24×24 grid; the Record type makes a missing one a type error. */
const drawings: Record<IconName, ReactNode> = {
  shield: (
    <>
      <path d="M12 3 4.5 6v5.5c0 4.6 3.1 8.3 7.5 9.5 4.4-1.2 7.5-4.9 7.5-9.5V6L12 3Z" />
      <path d="m9 12 2.2 2.2L15.5 10" />
    </>
  ),
  search: (
    <>
      <circle cx="10.5" cy="10.5" r="6.5" />
      <path d="m15.5 15.5 5 5" />
    </>
  ),
  alert: (
    <>
      <path d="M10.3 4.2 2.8 17.5A2 2 0 0 0 4.5 20.5h15a2 2 0 0 0 1.7-3L13.7 4.2a2 2 0 0 0-3.4 0Z" />
      <path d="M12 9.5v4" />
      <path d="M12 17h.01" />
    </>
  ),
  globe: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M3 12h18" />
      <path d="M12 3c2.4 2.5 3.6 5.5 3.6 9s-1.2 6.5-3.6 9c-2.4-2.5-3.6-5.5-3.6-9S9.6 5.5 12 3Z" />
    </>
  ),
  mail: (
    <>
      <rect x="3" y="5" width="18" height="14" rx="2" />
      <path d="m3.5 6.5 8.5 6.5 8.5-6.5" />
    </>
  ),
  lock: (
    <>
      <rect x="4.5" y="10.5" width="15" height="10" rx="2" />
      <path d="M8 10.5v-3a4 4 0 0 1 8 0v3" />
      <path d="M12 14.5v2" />
    </>
  ),
  eye: (
    <>
      <path d="M2.5 12S6 5.5 12 5.5 21.5 12 21.5 12 18 18.5 12 18.5 2.5 12 2.5 12Z" />
      <circle cx="12" cy="12" r="3" />
    </>
  ),
  chart: (
    <>
      <path d="M3.5 3.5v17h17" />
      <path d="m7.5 15 4-4 3 3 5-5.5" />
    </>
  ),
  clock: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 7v5l3.5 2" />
    </>
  ),
  users: (
    <>
      <circle cx="9" cy="8" r="3.5" />
      <path d="M2.5 20c0-3.6 2.9-6 6.5-6s6.5 2.4 6.5 6" />
      <path d="M15.5 4.7a3.5 3.5 0 0 1 0 6.6" />
      <path d="M18 14.4c2.1.8 3.5 2.9 3.5 5.6" />
    </>
  ),
  document: (
    <>
      <path d="M14 3H7a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V8l-5-5Z" />
      <path d="M14 3v5h5" />
      <path d="M9 13h6" />
      <path d="M9 17h6" />
    </>
  ),
  flag: (
    <>
      <path d="M5.5 21V3.5" />
      <path d="M5.5 4h12.5l-2.5 4.5L18 13H5.5" />
    </>
  ),
  server: (
    <>
      <rect x="3.5" y="4" width="17" height="7" rx="1.5" />
      <rect x="3.5" y="13" width="17" height="7" rx="1.5" />
      <path d="M7.5 7.5h.01" />
      <path d="M7.5 16.5h.01" />
    </>
  ),
  key: (
    <>
      <circle cx="7.5" cy="16.5" r="4" />
      <path d="m10.4 13.6 9.1-9.1" />
      <path d="m16.5 7.5 2.5 2.5" />
      <path d="m14 10 2 2" />
    </>
  ),
  bolt: <path d="M13.5 2.5 4.5 13.5H12l-1.5 8 9-11H12l1.5-8Z" />,
  check: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="m8 12.3 2.8 2.8 5.2-5.6" />
    </>
  ),
  scale: (
    <>
      <path d="M12 4v16.5" />
      <path d="M8 20.5h8" />
      <path d="M5 7h14" />
      <path d="M2.5 14a2.5 2.5 0 0 0 5 0L5 7.5 2.5 14Z" />
      <path d="M16.5 14a2.5 2.5 0 0 0 5 0L19 7.5 16.5 14Z" />
    </>
  ),
  chat: (
    <>
      <path d="M4.5 4h15A1.5 1.5 0 0 1 21 5.5v10a1.5 1.5 0 0 1-1.5 1.5H10l-5 4v-4h-.5A1.5 1.5 0 0 1 3 15.5v-10A1.5 1.5 0 0 1 4.5 4Z" />
      <path d="M7.5 9h9" />
      <path d="M7.5 12.5h6" />
    </>
  ),
  database: (
    <>
      <path d="M4.5 5.5C4.5 4.1 7.9 3 12 3s7.5 1.1 7.5 2.5S16.1 8 12 8 4.5 6.9 4.5 5.5Z" />
      <path d="M4.5 5.5v13C4.5 19.9 7.9 21 12 21s7.5-1.1 7.5-2.5v-13" />
      <path d="M4.5 12c0 1.4 3.4 2.5 7.5 2.5s7.5-1.1 7.5-2.5" />
    </>
  ),
  fingerprint: (
    <>
      <path d="M4.5 16.5V12a7.5 7.5 0 0 1 13.4-4.6" />
      <path d="M19.3 10.5c.1.5.2 1 .2 1.5v1c0 2.6-.5 5-1.5 7" />
      <path d="M8 20v-8a4 4 0 0 1 8 0v1.5c0 2.3-.4 4.5-1.2 6.5" />
      <path d="M12 12v2c0 2.6-.6 5-1.8 7" />
    </>
  ),
  link: (
    <>
      <path d="M10 14a4 4 0 0 0 5.7 0l3-3A4 4 0 0 0 13 5.3l-1.2 1.2" />
      <path d="M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1.2-1.2" />
    </>
  ),
  target: (
    <>
      <circle cx="12" cy="12" r="9" />
      <circle cx="12" cy="12" r="5" />
      <circle cx="12" cy="12" r="1" />
    </>
  ),
  badge: (
    <>
      <circle cx="12" cy="9" r="6" />
      <path d="m8.6 13.9-1.6 7.1 5-2.6 5 2.6-1.6-7.1" />
      <path d="m9.5 9 1.7 1.7 3.3-3.4" />
    </>
  ),
  cart: (
    <>
      <path d="M2.5 3.5H5l2.3 11.3a1.5 1.5 0 0 0 1.5 1.2h8.8a1.5 1.5 0 0 0 1.5-1.1L20.5 7.5H6" />
      <circle cx="9.5" cy="20" r="1.25" />
      <circle cx="17.5" cy="20" r="1.25" />
    </>
  ),
}

/** A decorative outline icon in the current text colour; give it a size with `className` (e.g. `size-6`). */
export function Icon({ name, className }: { name: IconName; className?: string }) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.75}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      className={className}
    >
      {drawings[name]}
    </svg>
  )
}

const tiles = {
  /** A card's icon (services, solution cards). */
  accent: { tile: 'size-11 bg-accent-300/30 text-accent-800', icon: 'size-6' },
  /** On a tinted band, or beside text rather than atop a card. */
  plain: { tile: 'size-11 bg-white text-accent-800 ring-1 ring-navy-100', icon: 'size-6' },
  /** A problem or risk, beside a line of text. */
  warning: { tile: 'size-9 bg-amber-100 text-amber-800', icon: 'size-5' },
} as const

/** An icon on a rounded tile: the one way cards and lists show an icon. */
export function IconTile({ name, tone = 'accent' }: { name: IconName; tone?: keyof typeof tiles }) {
  const { tile, icon } = tiles[tone]
  return (
    <span className={`inline-flex shrink-0 items-center justify-center rounded-lg ${tile}`}>
      <Icon name={name} className={icon} />
    </span>
  )
}
