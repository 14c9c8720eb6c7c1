import { Image } from '@tarojs/components'

export interface PictureProps {
  src: string
  className?: string
  /** what the picture shows, for screen readers ('' for a decorative one); H5 only: Taro's weapp Image template has no aria-label */
  alt?: string
  /** load when near the screen instead of at once */
  lazy?: boolean
  onLoad?: () => void
  onError?: () => void
}

/**
 * A picture scaled to fit its box (aspect kept, centred). On H5 a plain `<img>` (object-fit, decoded off the main
 * thread): Taro's H5 Image is a Stencil component that re-renders on every new src and reads its own size on every
 * load, forcing a layout — most of a scrolling list's frame (see docs/decisions.md, 'Virtual list'). In the mini-program, Taro's Image.
 * The TARO_ENV test stays inline so each build drops the other branch.
 */
export function Picture ({ src, className = '', alt = '', lazy = false, onLoad, onError }: PictureProps) {
  if (process.env.TARO_ENV === 'h5') {
    return <img className={className} src={src} alt={alt} loading={lazy ? 'lazy' : 'eager'} decoding='async' onLoad={onLoad} onError={onError} />
  } else {
    return <Image className={className} src={src} mode='aspectFit' lazyLoad={lazy} onLoad={onLoad} onError={onError} />
  }
}

/**
 * The alt text of a Taro Image on H5 (its `<img>` gets none otherwise): '' for a picture beside the text it shows, such as
 * an avatar beside a nickname. The mini-program's image has no such attribute, so there it adds nothing.
 */
export function imageAlt (alt: string): { imgProps?: { alt: string } } {
  return process.env.TARO_ENV === 'h5' ? { imgProps: { alt } } : {}
}
