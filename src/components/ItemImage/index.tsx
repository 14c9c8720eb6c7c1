import { Image, View } from '@tarojs/components'
import { useState } from 'react'
import { assetUrl } from './url'
import './index.scss'

interface ItemImageProps {
  src: string
  /** the rarity colour under the picture */
  accent?: string
  className?: string
  /** load at once (the first screen's pictures: the largest paint should not wait for lazy loading) */
  eager?: boolean
}

/** An item picture, lazy-loaded, over a placeholder that stays until it loads (or if it fails). */
export default function ItemImage ({ src, accent, className = '', eager = false }: ItemImageProps) {
  const [state, setState] = useState<'loading' | 'loaded' | 'failed'>('loading')
  return (
    <View className={`item-image item-image--${state}${accent ? ' item-image--striped' : ''} ${className}`}>
      <View className='item-image__placeholder'>C5</View>
      {state !== 'failed' && (
        <Image className='item-image__img' src={assetUrl(src)} mode='aspectFit' lazyLoad={!eager}
          onLoad={() => setState('loaded')} onError={() => setState('failed')} />
      )}
      {accent && <View className='item-image__accent' style={{ background: accent }} />}
    </View>
  )
}
