import { useState } from 'react'
import { View, Text, Button } from '@tarojs/components'
import Taro from '@tarojs/taro'
import type { GrabOrder } from '@/contract/deals'
import ItemImage from '@/components/ItemImage'
import ListState from '@/components/ListState'
import { useOnShow } from '@/components/useOnShow'
import { yuan } from '@/components/DealParts/money'
import { grabOrders, withdrawGrab } from '@/services/deals'
import { problemText, toast } from '@/lib/navigation'
import { usePaged } from '@/components/usePaged'
import LoginGate from '@/components/LoginGate'
import './components/grab.scss'

/**
 * /pages/grab/inventory 我抢到的: grabbed items. Until withdrawn an item is held by the shop (not in Steam, not sellable);
 * 取回到 Steam puts it into the bound Steam inventory (我的库存), once (server/README.md "Haggle and grab").
 */
function GrabInventory () {
  const items = usePaged((page) => grabOrders(page))
  const [busy, setBusy] = useState('')
  const [problem, setProblem] = useState('')
  useOnShow(() => { void items.reload() })
  const withdraw = async (order: GrabOrder) => {
    if (busy) return
    setBusy(order.grab_no)
    setProblem('')
    try {
      await withdrawGrab(order.grab_no)
      toast('已取回到 Steam 库存')
      await items.reload()
    } catch (e) {
      setProblem(problemText(e, '取回失败，请稍后重试'))
    } finally {
      setBusy('')
    }
  }
  return (
    <View className='grab-page grab-page--list'>
      <Text className='grab-note'>抢到的饰品先由平台托管，不在 Steam 库存中、不能出售；点「取回到 Steam」后进入你绑定的 Steam 库存，可在我的库存中查看和出售。</Text>
      {problem && (
        <View className='grab-problem' role='alert'>
          {problem}{problem.includes('Steam')
            && <Text className='grab-problem__link' onClick={() => void Taro.navigateTo({ url: '/pages/user/steambind' })}>去绑定 ›</Text>}
        </View>
      )}
      {items.list.map((order) => (
        <View key={order.grab_no} className='grab-row'>
          <View className='grab-row__main'>
            <ItemImage className='grab-row__image' src={order.item.image} name={order.item.name} accent={order.item.rarity_color} />
            <View className='grab-row__text'>
              <Text className='grab-row__name'>{order.item.name}</Text>
              <Text className='grab-row__sub'>抢购价 {yuan(order.price)}</Text>
            </View>
          </View>
          <View className='grab-row__foot'>
            <Text className={`grab-row__status grab-row__status--${order.status}`}>
              {order.status === 'held' ? '平台托管中' : `已取回 · 资产 ${order.asset_id ?? ''}`}
            </Text>
            {order.status === 'held'
              ? <Button className='grab-row__action' disabled={busy !== ''} onClick={() => void withdraw(order)}>
                {busy === order.grab_no ? '取回中…' : '取回到 Steam'}
              </Button>
              : <Button
                className='grab-row__action grab-row__action--plain'
                onClick={() => void Taro.navigateTo({ url: '/pages/sell/inventory/index' })}
              >我的库存</Button>}
          </View>
        </View>
      ))}
      <ListState loading={items.loading} error={items.error} count={items.list.length} hasMore={items.hasMore}
        emptyText='还没有抢到饰品，去限时抢看看' emptyIcon='bolt'
        emptyAction={{ text: '去限时抢', onClick: () => { void Taro.navigateTo({ url: '/pages/grab/index' }) } }} onRetry={() => void items.reload()} />
    </View>
  )
}

export default function Page () {
  return <LoginGate back='/pages/grab/inventory' what='我抢到的饰品'><GrabInventory /></LoginGate>
}
