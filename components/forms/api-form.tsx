import { buttonClasses } from '@/components/ui/button'
import { SubmitButton } from '@/components/forms/submit-button'
import type { ApiForm } from '@/components/forms/use-api-form'

const statusTone = {
  success: 'border-accent-600/40 bg-accent-300/20 text-accent-800',
  error: 'border-red-300 bg-red-50 text-red-800',
} as const

/** The status leads, so a summary of what needs correcting sits above the fields it is about. */
export function ApiFormFrame<Field extends string>({
  form,
  submit,
  sending,
  children,
}: {
  form: ApiForm<Field>
  submit: string
  sending: string
  children: React.ReactNode
}) {
  const { message, invalid } = form
  return (
    // noValidate: the zod messages beside each field replace the browser's bubbles; input types stay semantic.
    <form {...form.formProps} noValidate className="space-y-6">
      {/* mb-0 when empty, so it takes no room: space-y puts a margin under every child but the last. */}
      <div
        role="status"
        aria-live="polite"
        className={message ? `rounded-lg border px-4 py-3 text-sm font-semibold ${statusTone[message.tone]}` : 'mb-0'}
      >
        {message?.text}
        {message?.tone === 'error' && invalid.length > 0 && (
          <ul className="mt-2 list-disc space-y-1 pl-5 font-normal">
            {invalid.map((name) => (
              <li key={name}>
                {/* Focus without a history entry; the page's scroll padding keeps the field clear of the navbar. */}
                <a
                  href={`#${form.control(name).id}`}
                  onClick={(event) => {
                    event.preventDefault()
                    document.getElementById(form.control(name).id)?.focus()
                  }}
                  className="underline underline-offset-2 hover:decoration-2"
                >
                  {form.error(name)}
                </a>
              </li>
            ))}
          </ul>
        )}
      </div>
      {children}
      <SubmitButton label={submit} sending={sending} className={`${buttonClasses('primary', 'lg')} w-full sm:w-auto`} />
    </form>
  )
}
