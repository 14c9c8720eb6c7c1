import { useEffect, useState } from 'react'
import { View, Text } from '@tarojs/components'
import Taro, { usePullDownRefresh, useReachBottom } from '@tarojs/taro'
import type { NewsCategory } from '../../../types/api'
import ListState from '@/components/ListState'
import { usePaged } from '@/components/usePaged'
import { formatTime } from '@/lib/beijingTime'
import { newsCategories, newsList } from '@/services/news'
import './index.scss'

const ALL: NewsCategory = { key: '', name: '全部' }

/** /pages/info/index: 资讯 — news by category tab, newest first, page by page; an article opens on the article page. */
export default function InfoPage () {
  const [tabs, setTabs] = useState<NewsCategory[]>([ALL])
  const [category, setCategory] = useState('')
  useEffect(() => { newsCategories().then((list) => setTabs([ALL, ...list])).catch(() => undefined) }, [])

  return (
    <View className='info-page'>
      <View className='info-page__tabs' role='tablist'>
        {tabs.map((tab) => (
          <View key={tab.key} role='tab' aria-selected={tab.key === category}
            className={`info-page__tab${tab.key === category ? ' info-page__tab--on' : ''}`} onClick={() => setCategory(tab.key)}><Text>{tab.name}</Text></View>
        ))}
      </View>
      <NewsList key={category} category={category} />
    </View>
  )
}

/** One tab's list (a fresh list per tab, so a slow page of another tab never lands here). */
function NewsList ({ category }: { category: string }) {
  const news = usePaged((page) => newsList(category, page))
  useEffect(() => { void news.reload() }, []) // eslint-disable-line react-hooks/exhaustive-deps -- once per tab
  usePullDownRefresh(() => { void news.reload().finally(() => Taro.stopPullDownRefresh()) })
  useReachBottom(() => news.more())
  return (
    <View className='info-page__list'>
      {news.list.map((item) => (
        <View key={item.article_id} className='info-row' onClick={() => Taro.navigateTo({ url: `/pages/help/detail/index?id=${item.article_id}` })}>
          <Text className='info-row__title'>{item.title}</Text>
          <Text className='info-row__summary'>{item.summary}</Text>
          <View className='info-row__meta'>
            <Text className={`info-row__chip info-row__chip--${item.category}`}>{item.category_name}</Text>
            <Text>{formatTime(item.updated_at)}</Text>
          </View>
        </View>
      ))}
      <ListState
        loading={news.loading}
        error={news.error}
        count={news.list.length}
        hasMore={news.hasMore}
        emptyText='该分类暂无资讯'
        onRetry={() => void news.reload()}
      />
      {news.hasMore && !news.loading && !news.error && news.list.length > 0 && <Text className='info-page__more' onClick={news.more}>加载更多</Text>}
    </View>
  )
}
