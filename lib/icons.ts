/** components/ui/icon.tsx draws each. */
export const iconNames = [
  'shield',
  'search',
  'alert',
  'globe',
  'mail',
  'lock',
  'eye',
  'chart',
  'clock',
  'users',
  'document',
  'flag',
  'server',
  'key',
  'bolt',
  'check',
  'scale',
  'chat',
  'database',
  'fingerprint',
  'link',
  'target',
  'badge',
  'cart',
] as const

export type IconName = (typeof iconNames)[number]
