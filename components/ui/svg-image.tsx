type Props = {
  src: string
  alt: string
  width: number
  height: number
  className?: string
  eager?: boolean
}

/** A plain <img> for an SVG: next/image cannot optimise SVG, and would add a client component to the page. */
export function SvgImage({ src, alt, width, height, className, eager = false }: Props) {
  return (
    // eslint-disable-next-line @next/next/no-img-element -- deliberate, see above
    <img
      src={src}
      alt={alt}
      width={width}
      height={height}
      decoding={eager ? undefined : 'async'}
      loading={eager ? 'eager' : 'lazy'}
      className={className}
    />
  )
}
