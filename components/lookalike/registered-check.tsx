import { useId, useState } from 'react'
import { buttonClasses } from '@/components/ui/button'
import { registeredCopy as copy } from '@/content/tools/lookalike-registered'
import { checkEnd, type RegisteredCheck as Check } from '#lib/lookalike/registered-state'
import { groupByRisk, type RiskGroupId } from '#lib/lookalike/risk'
import { FilterSelect } from '@/components/lookalike/filter-select'
import { RegisteredGroup } from '@/components/lookalike/registered-group'
import { surface } from '@/components/ui/card'

/** What to say of a finished or failed check, besides the count: why it did not cover every name. */
function noteOf(check: Check, total: number): { note?: string; problem?: string } {
  if (check.phase === 'failed') return { problem: copy.failures[check.failure ?? 'network'] }
  const end = checkEnd(check)
  if (end === 'resolver-down') return { problem: copy.ends.resolverDown }
  if (end === 'capped') return { note: copy.ends.capped(check.checked, total) }
  if (end === 'stopped') return { note: copy.ends.stopped(check.checked, check.of ?? check.checked) }
  return end === 'complete' ? { note: copy.checkedAll(check.checked) } : {}
}

/** Runs only when its button is pressed; lookalikes show riskiest first as they arrive. */
export function RegisteredCheck({
  domain,
  total,
  check,
  onStart,
}: {
  domain: string
  total: number
  check: Check
  onStart: () => void
}) {
  const id = useId()
  const [chosen, setOnly] = useState<RiskGroupId | ''>('')
  const running = check.phase === 'running'
  const groups = groupByRisk(check.found)
  // A group chosen in an earlier run may have no lookalikes (yet) in this one.
  const only = groups.some(({ group }) => group === chosen) ? chosen : ''
  const { note, problem } = noteOf(check, total)
  const counted = check.phase === 'done' && !problem

  return (
    <section aria-labelledby={`${id}-title`} className={`${surface('white', 'p-4 sm:p-5')} mt-8 break-words shadow-sm`}>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div className="max-w-2xl">
          <p id={`${id}-title`} className="text-lg font-semibold text-navy-900">
            {copy.title}
          </p>
          <p className="mt-1 text-sm text-slate-600">{copy.intro(domain)}</p>
        </div>
        {/* aria-disabled, not disabled: the button keeps the keyboard's focus while the check runs. */}
        <button
          type="button"
          aria-disabled={running || undefined}
          onClick={() => !running && onStart()}
          className={`${buttonClasses('primary', 'md')} shrink-0 aria-disabled:cursor-wait aria-disabled:opacity-70`}
        >
          {running ? copy.running : check.phase === 'idle' ? copy.button : copy.again}
        </button>
      </div>

      {running && (
        <div className="mt-4">
          <p id={`${id}-progress`} className="text-sm text-slate-700 tabular-nums">
            {check.of === undefined ? copy.starting : copy.progress(check.checked, check.of)}
          </p>
          <progress
            aria-label={copy.progressLabel}
            aria-describedby={`${id}-progress`}
            value={check.of === undefined ? undefined : check.checked}
            max={check.of || 1}
            className="mt-2 block h-2 w-full appearance-none overflow-hidden rounded-full bg-navy-100 [&::-moz-progress-bar]:bg-accent-600 [&::-webkit-progress-bar]:bg-navy-100 [&::-webkit-progress-value]:bg-accent-600"
          />
        </div>
      )}

      {/* Present from the start, so screen readers announce the check starting, then its count. */}
      <div role="status">
        {/* Heard, not seen: the progress line above already says the check has started. */}
        {running && <p className="sr-only">{copy.announceStart(domain)}</p>}
        {counted && <p className="mt-4 text-xl font-bold tracking-tight text-navy-900">{copy.found(check.found.length)}</p>}
        {counted && note && <p className="mt-1 text-sm text-slate-600">{note}</p>}
      </div>
      {problem && (
        <p
          role="alert"
          className="mt-4 rounded-lg border border-amber-200 bg-amber-50 px-3 py-2 text-sm font-medium text-amber-900"
        >
          {problem}
        </p>
      )}

      {groups.length > 0 && (
        <div className="mt-6 border-t border-navy-100 pt-4">
          <FilterSelect
            id={`${id}-risk`}
            label={copy.filter}
            all={{ label: copy.allGroups, count: check.found.length }}
            choices={groups.map(({ group, lines }) => ({ value: group, label: copy.groups[group].name, count: lines.length }))}
            value={only}
            onChange={setOnly}
          />
          <div className="mt-6 space-y-8">
            {groups
              .filter(({ group }) => !only || group === only)
              .map(({ group, lines }) => (
                <RegisteredGroup key={group} group={group} lines={lines} />
              ))}
          </div>
        </div>
      )}
    </section>
  )
}
