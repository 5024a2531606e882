/**
 * An address ("accounts@yourbrand-invoices.example") that breaks, if at all, only before a dot, "@" or "/", where a
 * new line starting with it reads as the address going on: each part on one line, so no break falls at a hyphen.
 */
export function breakAtDots(address: string): React.ReactNode {
  return address.split(/(?=[.@/])/).flatMap((part, index) => [
    index > 0 && <wbr key={`${index}-break`} />,
    <span key={index} className="whitespace-nowrap">
      {part}
    </span>,
  ])
}
