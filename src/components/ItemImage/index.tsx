import { View } from '@tarojs/components'
import { useState } from 'react'
import { assetUrl } from '@/lib/format'
import { Picture } from '@/lib/platform/picture'
import './index.scss'

interface ItemImageProps {
  src: string
  /** the item's name: what the picture says to a screen reader */
  name: string
  /** the rarity colour under the picture */
  accent?: string
  className?: string
  /** load at once (the first screen's pictures: the largest paint should not wait for lazy loading) */
  eager?: boolean
}

/** An item picture, lazy-loaded, over a placeholder ("C5", the box's ::before) that stays until it loads (or if it
 * fails), with the rarity stripe along the bottom. */
export default function ItemImage ({ src, name, accent, className = '', eager = false }: ItemImageProps) {
  // the outcome belongs to one src: a recycled grid row hands this picture another item (issue 12.4)
  const [outcome, setOutcome] = useState<{ src: string, state: 'loaded' | 'failed' } | null>(null)
  const state = outcome?.src === src ? outcome.state : 'loading'
  const setState = (next: 'loaded' | 'failed') => setOutcome({ src, state: next })
  return (
    <View className={`item-image item-image--${state}${accent ? ' item-image--striped' : ''} ${className}`}>
      {state !== 'failed' && (
        <Picture className='item-image__img' src={assetUrl(src)} alt={name} lazy={!eager} onLoad={() => setState('loaded')} onError={() => setState('failed')} />
      )}
      {accent && <View className='item-image__accent' style={{ background: accent }} />}
    </View>
  )
}
