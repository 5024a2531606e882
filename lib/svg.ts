/**
 * An SVG file as a `data:` URL for an <img>: the picture arrives inside the HTML, so it paints with
 * the text rather than a round trip later. Whitespace between tags goes; only the characters a URL
 * cannot carry are escaped (readable, and smaller than base64). The CSP's img-src allows `data:`.
 */
export function svgDataUrl(svg: string): string {
  const compact = svg.trim().replace(/>\s+</g, '><').replace(/\s+/g, ' ')
  return `data:image/svg+xml,${compact.replace(/["%#<>{}|\\^`\n\r]/g, (character) => encodeURIComponent(character))}`
}
