import { View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import ArticlePage from '@/features/ArticleList/ArticlePage'
import Result from '@/components/Result'
import { backOrReplace } from '@/lib/navigation'
import { article } from '@/services/content'

/** /pages/help/detail/index?id=…: a help or wiki article (server HTML, sanitised). */
export default function HelpArticlePage () {
  const id = Number(Taro.getCurrentInstance()?.router?.params?.id ?? '')
  if (!Number.isSafeInteger(id) || id < 1) {
    const toHelp = { text: '去帮助中心', onClick: () => { void backOrReplace('/pages/help/index') } }
    return <View className='article-page'><Result tone='error' title='文章链接无效' note='链接不完整或文章已下线，可以在帮助中心找到它' actions={[toHelp]} /></View>
  }
  return <ArticlePage load={() => article(id)} />
}
