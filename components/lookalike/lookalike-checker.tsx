'use client'

import { lazy, Suspense, useActionState, useEffect, useId } from 'react'
import { Field } from '@/components/forms/form-field'
import { SubmitButton } from '@/components/forms/submit-button'
import { buttonClasses } from '@/components/ui/button'
import { checkerCopy as copy } from '@/content/tools/lookalike-checker'
import type { LookalikeReport } from '#lib/lookalike/generate'
import { INPUT_MAX, parseDomain } from '#lib/lookalike/parse'

/** `error`: what was typed is not a domain; `notice`: the engine could not give an answer. */
type CheckState = { input: string; error?: string; notice?: string; report?: LookalikeReport; run: number }

// The engine and the results are chunks of their own, fetched after hydration: first-load is the form's alone.
const loadEngine = () => import('@/components/lookalike/engine')
const loadResults = () => import('@/components/lookalike/lookalike-results')
const LookalikeResults = lazy(() => loadResults().then((module) => ({ default: module.LookalikeResults })))

/** Runs in the browser only: what was typed goes to the engine on this page and nowhere else. */
async function check(previous: CheckState, form: FormData): Promise<CheckState> {
  const input = String(form.get('domain') ?? '')
  const parsed = parseDomain(input)
  if (!parsed.ok) return { input, error: parsed.error, run: previous.run }
  let engine: Awaited<ReturnType<typeof loadEngine>>['engine']
  try {
    engine = (await loadEngine()).engine
  } catch {
    return { input, notice: copy.unavailable, run: previous.run }
  }
  const outcome = await engine.run(parsed.domain)
  if (!outcome.ok) return { input, notice: outcome.reason === 'timeout' ? copy.tooSlow : copy.unavailable, run: previous.run }
  return { input, report: outcome.report, run: previous.run + 1 }
}

/** A native form with an action, so React replays a submit made before hydration. */
export function LookalikeChecker() {
  const [state, action] = useActionState(check, { input: '', run: 0 })
  useEffect(() => {
    // Only warms the cache: a failure shows when the visitor submits.
    Promise.all([loadEngine().then(({ engine }) => engine.warm()), loadResults()]).catch(() => {})
  }, [])
  const id = useId()
  const { report } = state
  // React resets the form after each run: defaultValue keeps what was checked.
  const field = { control: () => ({ id: `${id}-domain`, name: 'domain', defaultValue: state.input }), error: () => state.error }

  return (
    <div>
      <form action={action} noValidate className="rounded-2xl border border-navy-100 bg-white p-5 shadow-sm sm:p-6">
        <Field
          form={field}
          name="domain"
          copy={copy}
          outcome={{ role: 'alert', text: state.notice, error: true }}
          action={
            <SubmitButton
              label={copy.submit}
              sending={copy.submitting}
              className={`${buttonClasses('primary', 'lg')} grow sm:grow-0`}
            />
          }
        >
          {(props) => (
            <input
              {...props}
              type="text"
              inputMode="url"
              autoComplete="off"
              autoCapitalize="none"
              autoCorrect="off"
              spellCheck={false}
              maxLength={INPUT_MAX}
              placeholder={copy.placeholder}
            />
          )}
        </Field>
      </form>
      <section aria-labelledby={`${id}-results`} className="mt-10 break-words">
        <h2 id={`${id}-results`} className="text-sm font-semibold tracking-wide text-slate-600 uppercase">
          {copy.resultsHeading}
        </h2>
        {/* Present from the start, so screen readers announce each new total. */}
        <p role="status" className="mt-1 text-2xl font-bold tracking-tight text-navy-900 sm:text-3xl">
          {report && copy.total(report.found, report.domain.domain)}
        </p>
        {report ? (
          <Suspense>
            <LookalikeResults key={state.run} report={report} />
          </Suspense>
        ) : (
          <p className="mt-3 rounded-xl border border-dashed border-slate-300 px-5 py-8 text-center text-slate-600">
            {copy.empty}
          </p>
        )}
      </section>
    </div>
  )
}
