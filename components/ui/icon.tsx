import type { IconName } from '#lib/icons'

/** One path each, on a 24×24 grid. */
const drawings: Record<IconName, string> = {
  shield: 'M12 3 4.5 6v5.5c0 4.6 3.1 8.3 7.5 9.5 4.4-1.2 7.5-4.9 7.5-9.5V6L12 3ZM9 12l2.2 2.2L15.5 10',
  search: 'M4 10.5a6.5 6.5 0 1 0 13 0a6.5 6.5 0 1 0 -13 0M15.5 15.5l5 5',
  alert: 'M10.3 4.2 2.8 17.5A2 2 0 0 0 4.5 20.5h15a2 2 0 0 0 1.7-3L13.7 4.2a2 2 0 0 0-3.4 0ZM12 9.5v4M12 17h.01',
  globe:
    'M3 12a9 9 0 1 0 18 0a9 9 0 1 0 -18 0M3 12h18M12 3c2.4 2.5 3.6 5.5 3.6 9s-1.2 6.5-3.6 9c-2.4-2.5-3.6-5.5-3.6-9S9.6 5.5 12 3Z',
  mail: 'M5 5h14a2 2 0 0 1 2 2v10a2 2 0 0 1 -2 2h-14a2 2 0 0 1 -2 -2v-10a2 2 0 0 1 2 -2ZM3.5 6.5l8.5 6.5 8.5-6.5',
  lock: 'M6.5 10.5h11a2 2 0 0 1 2 2v6a2 2 0 0 1 -2 2h-11a2 2 0 0 1 -2 -2v-6a2 2 0 0 1 2 -2ZM8 10.5v-3a4 4 0 0 1 8 0v3M12 14.5v2',
  eye: 'M2.5 12S6 5.5 12 5.5 21.5 12 21.5 12 18 18.5 12 18.5 2.5 12 2.5 12ZM9 12a3 3 0 1 0 6 0a3 3 0 1 0 -6 0',
  bolt: 'M13.5 2.5 4.5 13.5H12l-1.5 8 9-11H12l1.5-8Z',
  chart: 'M3.5 3.5v17h17M7.5 15l4-4 3 3 5-5.5',
  clock: 'M3 12a9 9 0 1 0 18 0a9 9 0 1 0 -18 0M12 7v5l3.5 2',
  users:
    'M5.5 8a3.5 3.5 0 1 0 7 0a3.5 3.5 0 1 0 -7 0M2.5 20c0-3.6 2.9-6 6.5-6s6.5 2.4 6.5 6M15.5 4.7a3.5 3.5 0 0 1 0 6.6M18 14.4c2.1.8 3.5 2.9 3.5 5.6',
  document: 'M14 3H7a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V8l-5-5ZM14 3v5h5M9 13h6M9 17h6',
  flag: 'M5.5 21V3.5M5.5 4h12.5l-2.5 4.5L18 13H5.5',
  server:
    'M5 4h14a1.5 1.5 0 0 1 1.5 1.5v4a1.5 1.5 0 0 1 -1.5 1.5h-14a1.5 1.5 0 0 1 -1.5 -1.5v-4a1.5 1.5 0 0 1 1.5 -1.5ZM5 13h14a1.5 1.5 0 0 1 1.5 1.5v4a1.5 1.5 0 0 1 -1.5 1.5h-14a1.5 1.5 0 0 1 -1.5 -1.5v-4a1.5 1.5 0 0 1 1.5 -1.5ZM7.5 7.5h.01M7.5 16.5h.01',
  key: 'M3.5 16.5a4 4 0 1 0 8 0a4 4 0 1 0 -8 0M10.4 13.6l9.1-9.1M16.5 7.5l2.5 2.5M14 10l2 2',
  check: 'M3 12a9 9 0 1 0 18 0a9 9 0 1 0 -18 0M8 12.3l2.8 2.8 5.2-5.6',
  scale: 'M12 4v16.5M8 20.5h8M5 7h14M2.5 14a2.5 2.5 0 0 0 5 0L5 7.5 2.5 14ZM16.5 14a2.5 2.5 0 0 0 5 0L19 7.5 16.5 14Z',
  chat: 'M4.5 4h15A1.5 1.5 0 0 1 21 5.5v10a1.5 1.5 0 0 1-1.5 1.5H10l-5 4v-4h-.5A1.5 1.5 0 0 1 3 15.5v-10A1.5 1.5 0 0 1 4.5 4ZM7.5 9h9M7.5 12.5h6',
  database:
    'M4.5 5.5C4.5 4.1 7.9 3 12 3s7.5 1.1 7.5 2.5S16.1 8 12 8 4.5 6.9 4.5 5.5ZM4.5 5.5v13C4.5 19.9 7.9 21 12 21s7.5-1.1 7.5-2.5v-13M4.5 12c0 1.4 3.4 2.5 7.5 2.5s7.5-1.1 7.5-2.5',
  fingerprint:
    'M4.5 16.5V12a7.5 7.5 0 0 1 13.4-4.6M19.3 10.5c.1.5.2 1 .2 1.5v1c0 2.6-.5 5-1.5 7M8 20v-8a4 4 0 0 1 8 0v1.5c0 2.3-.4 4.5-1.2 6.5M12 12v2c0 2.6-.6 5-1.8 7',
  link: 'M10 14a4 4 0 0 0 5.7 0l3-3A4 4 0 0 0 13 5.3l-1.2 1.2M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1.2-1.2',
  target: 'M3 12a9 9 0 1 0 18 0a9 9 0 1 0 -18 0M7 12a5 5 0 1 0 10 0a5 5 0 1 0 -10 0M11 12a1 1 0 1 0 2 0a1 1 0 1 0 -2 0',
  badge: 'M6 9a6 6 0 1 0 12 0a6 6 0 1 0 -12 0M8.6 13.9l-1.6 7.1 5-2.6 5 2.6-1.6-7.1M9.5 9l1.7 1.7 3.3-3.4',
  cart: 'M2.5 3.5H5l2.3 11.3a1.5 1.5 0 0 0 1.5 1.2h8.8a1.5 1.5 0 0 0 1.5-1.1L20.5 7.5H6M8.25 20a1.25 1.25 0 1 0 2.5 0a1.25 1.25 0 1 0 -2.5 0M16.25 20a1.25 1.25 0 1 0 2.5 0a1.25 1.25 0 1 0 -2.5 0',
}

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
      <path d={drawings[name]} />
    </svg>
  )
}

const tiles = {
  accent: 'size-11 p-2.5 bg-accent-300/30 text-accent-800',
  plain: 'size-11 p-2.5 bg-white text-accent-800 ring-1 ring-navy-100',
  quiet: 'size-9 p-2 bg-navy-50 text-navy-700 ring-1 ring-navy-100',
} as const

export function IconTile({ name, tone = 'accent' }: { name: IconName; tone?: keyof typeof tiles }) {
  return <Icon name={name} className={`shrink-0 rounded-lg ${tiles[tone]}`} />
}
