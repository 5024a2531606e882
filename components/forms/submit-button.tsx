import { useFormStatus } from 'react-dom'

/** A form's submit button: disabled, and saying so, while the form's action runs. */
export function SubmitButton({
  label,
  sending,
  className,
  onClick,
}: {
  label: string
  sending: string
  className: string
  onClick?: () => void
}) {
  const { pending } = useFormStatus()
  return (
    <button type="submit" disabled={pending} onClick={onClick} className={className}>
      {pending ? sending : label}
    </button>
  )
}
