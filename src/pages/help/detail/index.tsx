import { View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import ArticlePage from '@/features/ArticleList/ArticlePage'
import ListState from '@/components/ListState'
import { article } from '@/services/content'

/** /pages/help/detail/index?id=…: a help or wiki article (server HTML, sanitised). */
export default function HelpArticlePage () {
  const id = Number(Taro.getCurrentInstance()?.router?.params?.id ?? '')
  if (!Number.isSafeInteger(id) || id < 1) {
    return <View className='article-page'><ListState loading={false} error='文章链接无效' count={0} hasMore={false} /></View>
  }
  return <ArticlePage load={() => article(id)} />
}
