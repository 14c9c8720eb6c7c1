import { Text } from '@tarojs/components'
import Taro from '@tarojs/taro'
import type { InspectMark } from '../../../types/api'
import { inspectMarkText } from '@/lib/inspectMark'
import './index.scss'

/**
 * A listing's or inventory item's inspection mark beside its float: Fade % or Doppler phase (when it has one) and a
 * 检视 link that opens the verify page with the item's inspect link filled in (44 px tap area).
 */
export default function InspectChip ({ mark }: { mark: InspectMark | undefined }) {
  if (!mark) return null
  const text = inspectMarkText(mark)
  return (
    <>
      {text && <Text className={`inspect-chip${mark.phase ? ' inspect-chip--phase' : ''}`}>{text}</Text>}
      <Text className='inspect-chip__link' onClick={(e) => { e.stopPropagation(); void Taro.navigateTo({ url: `/pages/verfiy/index?link=${encodeURIComponent(mark.link)}` }) }}>检视</Text>
    </>
  )
}
