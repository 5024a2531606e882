/** Breaks only before a dot, "@" or "/", where a new line reads as the address going on: never at a hyphen. */
export function breakAtDots(address: string): React.ReactNode {
  return address.split(/(?=[.@/])/).flatMap((part, index) => [
    index > 0 && <wbr key={`${index}-break`} />,
    <span key={index} className="whitespace-nowrap">
      {part}
    </span>,
  ])
}
