import { useState } from 'react'
import { View, Text } from '@tarojs/components'
import Taro, { useReachBottom } from '@tarojs/taro'
import { showDialog } from '@/lib/dialog'
import type { GiftWin } from '../../../../types/api'
import ItemImage from '@/components/ItemImage'
import ListState from '@/components/ListState'
import { useOnShow } from '@/components/useOnShow'
import { claimGift, giftWins, sellBackGift } from '@/services/gift'
import LoginGate from '@/components/LoginGate'
import { usePaged } from '@/components/usePaged'
import { problemText, toast } from '@/lib/navigation'
import { formatTime } from '@/lib/beijingTime'
import '../gift.scss'

type Status = GiftWin['status']
const TABS: { key: Status, text: string }[] = [{ key: 'unclaimed', text: '待领取' }, { key: 'claimed', text: '已领取' }, { key: 'sold', text: '已回收' }]
const NOT_BOUND = '请先绑定 Steam 账号'

/** /pages/gift/myprize/index: my gift prizes — claim one into my Steam inventory, or sell it back at its written rate. */
function MyPrizesPage () {
  const [tab, setTab] = useState<Status>('unclaimed')
  const lists = {
    unclaimed: usePaged((page) => giftWins('unclaimed', page)),
    claimed: usePaged((page) => giftWins('claimed', page)),
    sold: usePaged((page) => giftWins('sold', page))
  }
  const list = lists[tab]
  const [problem, setProblem] = useState<{ winId: number, text: string } | null>(null)
  const [busy, setBusy] = useState<number | null>(null)
  useOnShow(() => { void list.reload() })
  useReachBottom(() => list.more())

  const act = (win: GiftWin, how: 'claim' | 'sell') => {
    setBusy(win.win_id)
    setProblem(null)
    ;(how === 'claim' ? claimGift(win.win_id) : sellBackGift(win.win_id))
      .then(() => { toast(how === 'claim' ? '已放入我的库存' : `已回收，¥${win.sell_back ?? '0.00'} 已存入余额`); void list.reload() })
      .catch((e: unknown) => setProblem({ winId: win.win_id, text: problemText(e, '操作失败，请稍后重试') }))
      .finally(() => setBusy(null))
  }
  const sell = (win: GiftWin) => {
    void showDialog({
      title: '回收奖品',
      content: `按价值的 ${win.sell_back_rate_bp / 100}% 回收 ${win.item.name}，¥${win.sell_back ?? '0.00'} 存入余额，回收后不能领取`,
      confirmText: '确认回收'
    })
      .then((answer) => { if (answer.confirm) act(win, 'sell') })
  }

  return (
    <View className='gift-page'>
      <View className='gift-page__tabs-row'>
        {TABS.map((t) => <Text
          key={t.key}
          className={`gift-page__tab${tab === t.key ? ' gift-page__tab--on' : ''}`}
          onClick={() => { setTab(t.key); void lists[t.key].reload() }}
        >
          {t.text}
        </Text>)}
      </View>
      {list.list.map((win) => (
        <View key={win.win_id} className='gift-prize'>
          <View className='gift-prize__head'>
            <ItemImage className='gift-prize__image' src={win.item.image} name={win.item.name} accent={win.item.rarity_color} />
            <View className='gift-prize__text'>
              <Text className='gift-prize__name'>{win.item.name}</Text>
              <Text className='gift-prize__meta'>价值 ¥{win.value} · {win.pool_name}</Text>
              <Text className='gift-prize__meta'>
                {win.status === 'unclaimed'
                  ? `${formatTime(win.created_at)} 抽中`
                  : win.status === 'claimed' ? '已放入我的库存，可出售或取回' : `已回收 ¥${win.sold_amount ?? '0.00'}`}
              </Text>
            </View>
          </View>
          {win.status === 'unclaimed' && (
            <View className='gift-prize__actions'>
              {win.sell_back
                && <Text className='gift-prize__action gift-prize__action--plain' onClick={busy === null ? () => sell(win) : undefined}>
                  {`回收 ¥${win.sell_back}`}
                </Text>}
              <Text className='gift-prize__action' onClick={busy === null ? () => act(win, 'claim') : undefined}>{busy === win.win_id ? '处理中…' : '领取到库存'}</Text>
            </View>
          )}
          {win.status === 'claimed' && (
            <View className='gift-prize__actions'>
              <Text
                className='gift-prize__action gift-prize__action--plain'
                onClick={() => { void Taro.navigateTo({ url: '/pages/sell/inventory/index' }) }}
              >查看库存</Text>
            </View>
          )}
          {problem?.winId === win.win_id && (
            <View className='gift-prize__problem' role='alert'>
              <Text>{problem.text}</Text>
              {problem.text === NOT_BOUND
                && <Text className='gift-prize__bind' onClick={() => { void Taro.navigateTo({ url: '/pages/user/steambind' }) }}> 去绑定</Text>}
            </View>
          )}
        </View>
      ))}
      <ListState loading={list.loading} error={list.error} count={list.list.length} hasMore={list.hasMore}
        emptyText={tab === 'unclaimed' ? '没有待领取的奖品，去随机礼物抽一次吧' : tab === 'claimed' ? '还没有领取过奖品' : '还没有回收过奖品'} onRetry={() => { void list.reload() }} />
      <Text className='gift-page__link' onClick={() => { void Taro.navigateTo({ url: '/pages/gift/index' }) }}>去抽随机礼物 ›</Text>
    </View>
  )
}

export default function Page () {
  return <LoginGate back='/pages/gift/myprize/index' what='我的奖品'><MyPrizesPage /></LoginGate>
}
