/** An SVG as a `data:` URL, so it paints with the HTML; escaped, not base64, which is larger. */
export function svgDataUrl(svg: string): string {
  const compact = svg.trim().replace(/>\s+</g, '><').replace(/\s+/g, ' ')
  return `data:image/svg+xml,${compact.replace(/["%#<>{}|\\^`\n\r]/g, (character) => encodeURIComponent(character))}`
}
