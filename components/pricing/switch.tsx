/** A checkbox with role="switch", so it flips before hydration; outline and fill each 3:1 or more against page and knob. */
export function Switch({ name, defaultChecked, children }: { name: string; defaultChecked: boolean; children: React.ReactNode }) {
  return (
    <label className="flex cursor-pointer items-center gap-3">
      <span className="relative inline-flex h-7 w-12 shrink-0 items-center">
        <input
          type="checkbox"
          role="switch"
          name={name}
          defaultChecked={defaultChecked}
          className="peer absolute inset-0 size-full cursor-pointer appearance-none rounded-full bg-slate-100 ring-1 ring-slate-500 transition-colors ring-inset checked:bg-accent-700 checked:ring-accent-700"
        />
        <span
          aria-hidden="true"
          className="pointer-events-none relative ml-1 inline-block size-5 rounded-full bg-white shadow-sm ring-1 ring-slate-500 transition-transform peer-checked:translate-x-5 peer-checked:ring-0"
        />
      </span>
      {/* As tall as the switch whatever it holds, so a pill arriving after the words moves nothing. */}
      <span className="flex min-h-7 flex-wrap items-center gap-x-2 text-sm font-medium text-navy-900">{children}</span>
    </label>
  )
}
