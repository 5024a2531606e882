import Link from 'next/link'
import { services } from '@/content/services'

/** 24 px tall: the smallest target the checks allow. */
export function ServiceChip({ service }: { service: keyof typeof services }) {
  const { name, href } = services[service]
  return (
    <Link
      href={href}
      className="inline-block rounded-full bg-accent-300/30 px-2.5 py-1 text-xs font-semibold whitespace-nowrap text-accent-800 hover:bg-accent-300/50"
    >
      {name}
    </Link>
  )
}
