import type { SignatureOf } from '@/content/signature'
import { moduleLabel } from '@/components/signature/label'

export function ChannelsModule({ module }: { module: SignatureOf<'channels'> }) {
  return (
    <ul className="-my-2.5 divide-y divide-navy-100 @md:my-0 @md:grid @md:grid-cols-2 @md:gap-2.5 @md:divide-y-0">
      {module.items.map((item) => (
        <li key={item.channel} className="flex flex-col py-2.5 @md:rounded-lg @md:border @md:border-navy-100 @md:px-3">
          <h4 className={moduleLabel}>{item.channel}</h4>
          <p className="mt-1.5 flex-1 border-l-2 border-amber-300 pl-2.5 text-navy-900">{item.example}</p>
          <p className="mt-2 text-xs font-medium text-accent-800">We {item.action}</p>
        </li>
      ))}
    </ul>
  )
}
