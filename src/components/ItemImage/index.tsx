import { View } from '@tarojs/components'
import { useState } from 'react'
import { assetUrl } from '@/lib/format'
import { Picture } from '@/lib/platform/picture'
import './index.scss'

interface Outcome { src: string, fellBack: boolean, state: 'loading' | 'loaded' | 'failed' }

interface ItemImageProps {
  src: string
  /** the item's name: what the picture says to a screen reader */
  name: string
  /** shown when `src` fails to load (our drawing behind a provider's picture) */
  fallback?: string
  /** the rarity colour under the picture */
  accent?: string
  className?: string
  /** load at once (the first screen's pictures: the largest paint should not wait for lazy loading) */
  eager?: boolean
}

/** An item picture, lazy-loaded, over a placeholder ("C5", the box's ::before) that stays until it loads (or if it
 * and the fallback fail), with the rarity stripe along the bottom. */
export default function ItemImage ({ src, name, fallback, accent, className = '', eager = false }: ItemImageProps) {
  // the outcome belongs to one src: a recycled grid row hands this picture another item, whose outcome must not show this one's
  const [outcome, setOutcome] = useState<Outcome | null>(null)
  const mine: Outcome = outcome?.src === src ? outcome : { src, fellBack: false, state: 'loading' }
  const shown = mine.fellBack && fallback ? fallback : src
  const failed = () => setOutcome(fallback && fallback !== src && !mine.fellBack ? { src, fellBack: true, state: 'loading' } : { ...mine, state: 'failed' })
  return (
    <View className={`item-image item-image--${mine.state}${accent ? ' item-image--striped' : ''} ${className}`}>
      {mine.state !== 'failed' && (
        <Picture
          className='item-image__img'
          src={assetUrl(shown)}
          alt={name}
          lazy={!eager}
          onLoad={() => setOutcome({ ...mine, state: 'loaded' })}
          onError={failed}
        />
      )}
      {accent && <View className='item-image__accent' style={{ background: accent }} />}
    </View>
  )
}
