import { useEffect, useState } from 'react'
import { View, Text } from '@tarojs/components'
import Taro from '@tarojs/taro'
import type { Article } from '../../../types/api'
import ArticleHtml from '@/components/ArticleHtml'
import ListState from '@/components/ListState'
import { isApiError } from '@/lib/request'
import { formatDate } from '@/lib/beijingTime'
import './index.scss'

interface ArticlePageProps {
  load: () => Promise<Article>
  /** agreements show their version prominently */
  versioned?: boolean
}

/** One article or agreement from the server: title, version and date, sanitised HTML. */
export default function ArticlePage ({ load, versioned = false }: ArticlePageProps) {
  const [article, setArticle] = useState<Article | null>(null)
  const [error, setError] = useState('')

  const fetch = () => {
    setError('')
    load()
      .then((a) => {
        setArticle(a)
        if (!versioned) void Taro.setNavigationBarTitle({ title: a.title }).catch(() => undefined)
      })
      .catch((e: unknown) => setError(isApiError(e) && e.serverMessage ? e.serverMessage : '加载失败，请稍后重试'))
  }
  // eslint-disable-next-line react-hooks/exhaustive-deps -- once on mount: callers pass a new `load` on every render
  useEffect(fetch, [])

  if (!article) return <View className='article-page'><ListState loading={!error} error={error} count={0} hasMore={false} onRetry={fetch} /></View>
  return (
    <View className='article-page'>
      <Text className='article-page__title'>{article.title}</Text>
      <Text className='article-page__meta'>{versioned ? `版本 ${article.version} · ` : ''}更新于 {formatDate(article.updated_at)}</Text>
      <ArticleHtml html={article.content} />
      <Text className='article-page__foot'>
        仍有疑问？<Text className='article-page__link' onClick={() => Taro.navigateTo({ url: '/pages/user/problem/index' })}>提交问题反馈</Text>
      </Text>
    </View>
  )
}
