import Taro, { usePageScroll } from '@tarojs/taro'
import { useMemo, useState } from 'react'
import { windowInfo } from '@/lib/platform/windowInfo'
import BackToTop, { showsBackToTop } from '.'

/** Back-to-top for a list that scrolls with its page (orders, inventory, messages…): the page's own scroll, both targets. */
export default function PageBackToTop () {
  const screenHeight = useMemo(() => windowInfo().height, [])
  const [farDown, setFarDown] = useState(false)
  usePageScroll(({ scrollTop }) => {
    const next = showsBackToTop(scrollTop, screenHeight)
    setFarDown((now) => (now === next ? now : next))
  })
  if (!farDown) return null
  return <BackToTop onTap={() => { void Taro.pageScrollTo({ scrollTop: 0, duration: 0 }); setFarDown(false) }} />
}
