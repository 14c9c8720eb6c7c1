import { useState } from 'react'
import { Text, View } from '@tarojs/components'
import Taro, { useReachBottom } from '@tarojs/taro'
import type { MyRoll } from '../../../types/api'
import ListState from '@/components/ListState'
import PriceTag from '@/components/PriceTag'
import { useOnShow } from '@/components/useOnShow'
import { claimRollPrize, myRolls } from '@/services/draws'
import { goLogin, hasToken } from '@/lib/session'
import { problemText, toast } from '@/lib/navigation'
import RollCard from './components/RollCard'
import './mylist.scss'

/** /pages/roll/mylist: the rooms I joined, or those I won, with 领取到库存 for each prize won. */
export default function MyRollsPage () {
  const [won, setWon] = useState(false)
  const [rows, setRows] = useState<MyRoll[]>([])
  const [page, setPage] = useState(0)
  const [hasMore, setHasMore] = useState(true)
  const [loading, setLoading] = useState(false)
  const [error, setError] = useState('')
  const [claiming, setClaiming] = useState('')
  const signedIn = hasToken()

  const load = (onlyWon: boolean, next: number) => {
    if (!signedIn) return
    setLoading(true)
    setError('')
    myRolls(onlyWon, next)
      .then((answer) => {
        setRows((shown) => next === 1 ? answer.list : [...shown, ...answer.list])
        setPage(next)
        setHasMore(answer.has_more)
      })
      .catch((e: unknown) => setError(problemText(e, '加载失败，请稍后重试')))
      .finally(() => setLoading(false))
  }
  useOnShow(() => load(won, 1))
  useReachBottom(() => { if (hasMore && !loading && !error) load(won, page + 1) })
  const pick = (onlyWon: boolean) => { setWon(onlyWon); setRows([]); load(onlyWon, 1) }

  const claim = (rollId: number, k: number) => {
    setClaiming(`${rollId}:${k}`)
    claimRollPrize(rollId, k)
      .then((done) => {
        toast('已放入你的库存')
        setRows((shown) => shown.map((row) => row.roll.id !== rollId
          ? row
          : { ...row, won: row.won.map((prize) => prize.k === k ? { ...prize, asset_id: done.asset_id } : prize) }))
      })
      .catch(() => undefined) // the request layer toasts the refusal (e.g. 请先绑定 Steam 账号)
      .finally(() => setClaiming(''))
  }

  if (!signedIn) {
    return (
      <View className='my-rolls my-rolls--visitor'>
        <Text className='my-rolls__note'>登录后查看参与和中奖的 Roll 房</Text>
        <Text className='my-rolls__button' onClick={() => { goLogin('/pages/roll/mylist') }}>登录 / 注册</Text>
      </View>
    )
  }

  return (
    <View className='my-rolls'>
      <View className='my-rolls__tabs'>
        <Text className={`my-rolls__tab${won ? '' : ' my-rolls__tab--on'}`} onClick={() => pick(false)}>我参与的</Text>
        <Text className={`my-rolls__tab${won ? ' my-rolls__tab--on' : ''}`} onClick={() => pick(true)}>我中奖的</Text>
      </View>
      <View className='my-rolls__rows'>
        {rows.map((row) => (
          <View key={row.roll.id} className='my-rolls__row'>
            <RollCard room={row.roll} onOpen={() => { void Taro.navigateTo({ url: `/pages/roll/index?id=${row.roll.id}` }) }} />
            {row.won.map((prize) => (
              <View key={prize.k} className='my-rolls__prize'>
                <Text className='my-rolls__prize-name'>中奖 · {prize.item.name}</Text>
                <PriceTag value={prize.item.value} size='small' />
                {prize.asset_id
                  ? <Text className='my-rolls__claimed'>已放入库存</Text>
                  : <Text className='my-rolls__claim' onClick={claiming ? undefined : () => claim(row.roll.id, prize.k)}>
                    {claiming === `${row.roll.id}:${prize.k}` ? '领取中…' : '领取到库存'}
                  </Text>}
              </View>
            ))}
          </View>
        ))}
      </View>
      <ListState
        loading={loading}
        error={error}
        count={rows.length}
        hasMore={hasMore}
        emptyText={won ? '还没有中奖记录' : '还没有参与过 Roll 房'}
        onRetry={() => load(won, 1)}
      />
      {rows.length === 0
        && !loading
        && !error
        && <Text className='my-rolls__go' onClick={() => { void Taro.navigateTo({ url: '/pages/roll/list' }) }}>去 Roll 房看看</Text>}
    </View>
  )
}
