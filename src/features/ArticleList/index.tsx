import { useState } from 'react'
import { View, Text, Input } from '@tarojs/components'
import Taro from '@tarojs/taro'
import type { ArticleBrief } from '../../../types/api'
import ListState from '@/components/ListState'
import { articleList } from '@/services/content'
import { isApiError } from '@/lib/request'
import './index.scss'
import { useOnShow } from '@/components/useOnShow'

interface ArticleListProps {
  kind: 'help' | 'wiki'
  title: string
  note: string
}

/** The help centre's and the wiki's list: search by title, open an article. */
export default function ArticleList ({ kind, title, note }: ArticleListProps) {
  const [list, setList] = useState<ArticleBrief[]>([])
  const [loading, setLoading] = useState(true)
  const [error, setError] = useState('')
  const [keyword, setKeyword] = useState('')

  const load = () => {
    setLoading(true)
    articleList(kind)
      .then((articles) => { setList(articles); setError(''); setLoading(false) })
      .catch((e: unknown) => { setError(isApiError(e) && e.serverMessage ? e.serverMessage : '加载失败，请稍后重试'); setLoading(false) })
  }
  useOnShow(load)

  const words = keyword.trim().toLowerCase().split(/\s+/).filter(Boolean)
  const shown = list.filter((a) => words.every((w) => a.title.toLowerCase().includes(w)))

  return (
    <View className='article-list'>
      <View className='article-list__hero'>
        <Text className='article-list__title'>{title}</Text>
        <Text className='article-list__note'>{note}</Text>
        <View className='article-list__search'>
          <Text className='article-list__search-icon'>⌕</Text>
          <Input className='article-list__input' placeholder='搜索问题或关键词' value={keyword} onInput={(e) => setKeyword(e.detail.value)} />
          {keyword && <Text className='article-list__clear' onClick={() => setKeyword('')}>✕</Text>}
        </View>
      </View>
      <View className='article-list__card'>
        {shown.map((a) => (
          <View key={a.article_id} className='article-list__row' onClick={() => Taro.navigateTo({ url: `/pages/help/detail/index?id=${a.article_id}` })}>
            <Text className='article-list__row-title'>{a.title}</Text>
            <Text className='article-list__arrow'>›</Text>
          </View>
        ))}
        <ListState
          loading={loading}
          error={error}
          count={shown.length}
          hasMore={false}
          emptyText={keyword ? `没有找到与「${keyword.trim()}」相关的内容` : '暂无内容'}
          onRetry={load}
        />
      </View>
    </View>
  )
}
