/**
 * The arrow after a link that opens a new tab: hidden from assistive technology (the link says "opens in
 * a new tab" in words), and joined to the last word by a no-break space, so it never sits alone on a line.
 */
export function NewTabArrow() {
  return <span aria-hidden="true">&nbsp;↗</span>
}
