import { useEffect, useState } from 'react'
import { View, Text } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { safeRedirect, SHOP_TAB } from '@/lib/redirect'
import { resolveShortUrl } from '@/services/content'
import { openRoute, problemText } from '@/lib/navigation'
import '../user/components/steamPage.scss'

/** /pages/short/url?code=…: looks the short code up and goes to its target, only when that is an internal route. */
export default function ShortUrlPage () {
  const [problem, setProblem] = useState('')

  useEffect(() => {
    const code = Taro.getCurrentInstance()?.router?.params?.code ?? ''
    if (!/^[A-Za-z0-9]{1,16}$/.test(code)) { setProblem('短链接无效'); return }
    resolveShortUrl(code)
      .then(({ url }) => {
        const target = safeRedirect(url)
        // lib/redirect turns anything external into the shop tab: say so rather than pretend
        if (target === SHOP_TAB && !/^\/?pages\/market\/home\/index(\?|$)/.test(url)) { setProblem('该链接指向站外地址，已为你拦截'); return }
        return openRoute(target, 'replace')
      })
      .catch((e: unknown) => setProblem(problemText(e, '短链接不存在或已失效')))
  }, [])

  return (
    <View className='steam-page'>
      <View className='steam-page__card'>
        <Text className='steam-page__title'>{problem ? '无法打开链接' : '正在跳转…'}</Text>
        <Text className='steam-page__help'>{problem || '请稍候'}</Text>
      </View>
      {problem && <Text className='steam-page__help' style={{ textAlign: 'center' }} onClick={() => { void openRoute(SHOP_TAB) }}>返回饰品市场 ›</Text>}
    </View>
  )
}
