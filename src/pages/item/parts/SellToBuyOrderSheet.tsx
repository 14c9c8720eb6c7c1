import { View, Text, Button } from '@tarojs/components'
import { tappable } from '@/lib/tappable'
import { useRef, useState } from 'react'
import type { InventoryAsset, PublicBuyOrder } from '../../../../types/api'
import { sellToBuyOrder } from '@/services/selling'
import { errorText } from '@/lib/errorText'
import { checkPayPasswordEntry } from '@/lib/validate'
import BottomSheet from '@/components/BottomSheet'
import PayPasswordSheet from '@/components/PayPasswordSheet'
import { shortWearName, wearText } from '@/lib/wear'
import '@/components/SellParts/sellSheet.scss'
import { showDialog } from '@/lib/dialog'
import Taro from '@tarojs/taro'
import { sellOrderUrl } from '@/components/SellParts/links'
import Notice from '@/components/Notice'

/** 出售给求购 in one step: pick one matching item, the pay password confirms; the sale is at the buy order's price. */
export default function SellToBuyOrderSheet ({ order, assets, onClose, onSold }: {
  order: PublicBuyOrder,
  assets: InventoryAsset[],
  onClose: () => void,
  onSold: () => void
}) {
  const [assetId, setAssetId] = useState(assets[0]?.asset_id ?? '')
  const [password, setPassword] = useState('')
  const [problem, setProblem] = useState('')
  const [saving, setSaving] = useState(false)
  const busy = useRef(false)

  const submit = async () => {
    if (busy.current) return
    const found = (assetId ? null : '请选择要出售的饰品') ?? checkPayPasswordEntry(password)
    setProblem(found ?? '')
    if (found) return
    busy.current = true
    setSaving(true)
    try {
      const sale = await sellToBuyOrder(order.buy_order_id, assetId, password)
      onSold()
      const answer = await showDialog({
        title: '已出售给求购',
        content: `成交价 ¥${sale.price}，手续费 ¥${sale.fee}，到手 ¥${sale.receive}。请尽快向买家发送 Steam 报价。`,
        cancelText: '稍后',
        confirmText: '去发货'
      })
      if (answer.confirm) void Taro.navigateTo({ url: sellOrderUrl(sale.order_id) })
    } catch (failure) {
      setProblem(errorText(failure, '出售失败，请稍后重试'))
      setPassword('')
    } finally {
      busy.current = false
      setSaving(false)
    }
  }

  return (
    <BottomSheet title='出售给求购' onClose={onClose}>
      <View className='sell-sheet'>
        <Text className='sell-sheet__text'>按求购价 ¥{order.price} 成交，货款扣除 2.5% 手续费后在交易完成时到账。</Text>
        {assets.map((asset) => (
          <View {...tappable()} key={asset.asset_id} className={`sell-sheet__option${asset.asset_id === assetId ? ' is-set' : ''}`}
            onClick={() => setAssetId(asset.asset_id)}>
            <Text>
              {asset.asset_id === assetId ? '● ' : '○ '}
              {asset.item.name}
              {asset.wear ? ` · 磨损 ${wearText(asset.wear)}` : ''}
              {asset.item.exterior ? ` · ${shortWearName(asset.item.exterior)}` : ''}
            </Text>
          </View>
        ))}
        <PayPasswordSheet label='支付密码' value={password} onChange={setPassword} />
        <Notice text={problem} />
        <Button {...tappable({ disabled: saving })}
          className='sell-sheet__go' disabled={saving || undefined} onClick={() => { void submit() }}>{saving ? '出售中…' : `确认出售 ¥${order.price}`}</Button>
      </View>
    </BottomSheet>
  )
}
