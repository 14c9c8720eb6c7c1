import { Text } from '@tarojs/components'
import Taro from '@tarojs/taro'
import type { InspectMark } from '../../../types/api'
import { inspectMarkText } from '@/lib/inspectMark'
import './index.scss'

/** A listing's or inventory item's inspection mark beside its float: Fade % or Doppler phase, when it has one. */
export default function InspectChip ({ mark }: { mark: InspectMark | undefined }) {
  const text = inspectMarkText(mark)
  if (!text) return null
  return <Text className={`inspect-chip${mark?.phase ? ' inspect-chip--phase' : ''}`}>{text}</Text>
}

/** 检视: opens the verify page with the item's inspect link filled in (a 44 px tap area). */
export function InspectLink ({ mark }: { mark: InspectMark | undefined }) {
  if (!mark) return null
  const open = (e: { stopPropagation: () => void }) => {
    e.stopPropagation()
    void Taro.navigateTo({ url: `/pages/verfiy/index?link=${encodeURIComponent(mark.link)}` })
  }
  return <Text className='inspect-chip__link' onClick={open}>检视</Text>
}
