import { preload as preloadResource } from 'react-dom'

type Props = {
  src: string
  alt: string
  width: number
  height: number
  className?: string
  /** The page's largest contentful paint: preloaded from the head and fetched first. */
  preload?: boolean
}

/**
 * An illustration from public/ (every image on the site is an SVG). A plain <img> rendered on the
 * server: next/image cannot optimise SVG and its client component adds about 5.5 kB of JavaScript.
 * Width and height reserve the space, so nothing shifts when it loads.
 */
export function SvgImage({ src, alt, width, height, className, preload = false }: Props) {
  if (preload) preloadResource(src, { as: 'image', fetchPriority: 'high' })
  return (
    // eslint-disable-next-line @next/next/no-img-element -- deliberate, see above
    <img
      src={src}
      alt={alt}
      width={width}
      height={height}
      decoding="async"
      loading={preload ? 'eager' : 'lazy'}
      fetchPriority={preload ? 'high' : undefined}
      className={className}
    />
  )
}
