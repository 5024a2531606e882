import { useFormStatus } from 'react-dom'

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
