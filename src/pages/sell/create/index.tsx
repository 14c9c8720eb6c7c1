import { View, Text, Input, Button } from '@tarojs/components'
import { tappable } from '@/lib/tappable'
import Taro, { useRouter } from '@tarojs/taro'
import { useEffect, useMemo, useRef, useState } from 'react'
import type { InventoryAsset, SellGuidance, SellPreview } from '../../../../types/api'
import { createListings, inventory, sellGuidance, sellPreview } from '@/services/selling'
import { errorText } from '@/lib/errorText'
import { debounce } from '@/lib/debounce'
import { checkPayPasswordEntry } from '@/lib/validate'
import ItemImage from '@/components/ItemImage'
import ListState from '@/components/ListState'
import PayPasswordSheet from '@/components/PayPasswordSheet'
import LoginPrompt from '@/components/OrderParts/LoginPrompt'
import { hasToken } from '@/lib/session'
import { onValue } from '@/components/inputValue'
import { shortWearName, wearText } from '@/lib/wear'
import { EMPTY_DRAFT, RENT_DAYS_MAX, draftProblem, listingInput, suggestedPrice, type ListingDraft } from '@/lib/priceRules'
import { INVENTORY_URL, LISTINGS_URL, assetIdsOf } from '@/components/SellParts/links'
import Notice from '@/components/Notice'
import '@/components/SellParts/index.scss'

/** 上架出售: a price (and optional rent terms) per chosen item, guidance beside it, fee and 到手 from the API, the pay password confirms. */
export default function CreateListingScreen () {
  const { params } = useRouter()
  const ids = useMemo(() => assetIdsOf(params.asset_ids), [params.asset_ids])
  const [loggedIn] = useState(hasToken)
  const [assets, setAssets] = useState<InventoryAsset[]>([])
  const [guidance, setGuidance] = useState<Record<number, SellGuidance>>({})
  const [drafts, setDrafts] = useState<Record<string, ListingDraft>>({})
  const [preview, setPreview] = useState<SellPreview | null>(null)
  const [previewProblem, setPreviewProblem] = useState('')
  const [loading, setLoading] = useState(true)
  const [error, setError] = useState('')
  const [password, setPassword] = useState('')
  const [problem, setProblem] = useState('')
  const [saving, setSaving] = useState(false)
  const busy = useRef(false)

  const load = async () => {
    setLoading(true)
    setError('')
    try {
      const page = await inventory({ state: 'tradable' })
      const chosen = page.list.filter((asset) => ids.includes(asset.asset_id))
      setAssets(chosen)
      setDrafts((current) => Object.fromEntries(chosen.map((asset) => [asset.asset_id, current[asset.asset_id] ?? EMPTY_DRAFT])))
      if (chosen.length > 0) {
        const answers = await sellGuidance([...new Set(chosen.map((asset) => asset.item.item_id))])
        setGuidance(Object.fromEntries(answers.map((entry) => [entry.item_id, entry])))
      }
    } catch (failure) {
      setError(errorText(failure))
    } finally {
      setLoading(false)
    }
  }
  useEffect(() => {
    if (loggedIn && ids.length > 0) void load()
    else setLoading(false)
  }, []) // eslint-disable-line react-hooks/exhaustive-deps -- once on mount: the chosen items come from the link

  const problems = Object.fromEntries(assets.map((asset) => [
    asset.asset_id,
    draftProblem(drafts[asset.asset_id] ?? EMPTY_DRAFT, guidance[asset.item.item_id])
  ]))
  const allValid = assets.length > 0 && assets.every((asset) => problems[asset.asset_id] === null)
  const inputs = allValid ? assets.map((asset) => listingInput(asset.asset_id, drafts[asset.asset_id])) : []
  const inputsKey = JSON.stringify(inputs)

  // the fee and 到手 are the API's, exact to the cent; asked once typing pauses
  const askPreview = useMemo(() => debounce((key: string) => {
    sellPreview(JSON.parse(key) as typeof inputs)
      .then((answer) => { setPreview(answer); setPreviewProblem('') })
      .catch((failure: unknown) => { setPreview(null); setPreviewProblem(errorText(failure, '暂时无法计算到手金额')) })
  }), [])
  useEffect(() => {
    setPreview(null)
    if (inputs.length === 0) { askPreview.cancel(); return }
    askPreview(inputsKey)
  }, [inputsKey, inputs.length, askPreview])
  useEffect(() => () => askPreview.cancel(), [askPreview])

  const edit = (assetId: string, change: Partial<ListingDraft>) => setDrafts((current) => ({
    ...current,
    [assetId]: { ...(current[assetId] ?? EMPTY_DRAFT), ...change }
  }))

  const submit = async () => {
    if (busy.current) return
    const first = assets.map((asset) => problems[asset.asset_id] && `${asset.item.name}：${problems[asset.asset_id]}`).find(Boolean)
    const found = first || checkPayPasswordEntry(password) || ''
    setProblem(found)
    if (found) return
    busy.current = true
    setSaving(true)
    try {
      const batch = await createListings(inputs, password)
      void Taro.showToast({ title: batch.filled > 0 ? `已上架，${batch.filled} 件已成交给求购` : `已上架 ${batch.listings.length} 件`, icon: 'none', duration: 2000 })
      void Taro.redirectTo({ url: LISTINGS_URL })
    } catch (failure) {
      setProblem(errorText(failure, '上架失败，请稍后重试'))
      setPassword('')
    } finally {
      busy.current = false
      setSaving(false)
    }
  }

  if (!loggedIn) return <View className='sell'><LoginPrompt title='上架出售' text='登录后上架库存中的饰品' returnTo={INVENTORY_URL} /></View>
  if (ids.length === 0 || (!loading && !error && assets.length === 0)) {
    return (
      <View className='sell'>
        <ListState loading={false} error='' count={0} hasMore={false} emptyText={ids.length === 0 ? '还没有选择饰品' : '所选饰品已不可上架（已在售、交易中或冷却中）'}
          emptyAction={{ text: '去库存选择', onClick: () => { void Taro.redirectTo({ url: INVENTORY_URL }) } }} />
      </View>
    )
  }

  const quoteOf = (assetId: string) => preview?.items.find((quote) => quote.asset_id === assetId)

  return (
    <View className='sell sell--with-bar'>
      {assets.map((asset) => {
        const draft = drafts[asset.asset_id] ?? EMPTY_DRAFT
        const guide = guidance[asset.item.item_id]
        const quote = quoteOf(asset.asset_id)
        const typed = draft.price.trim() !== ''
        return (
          <View key={asset.asset_id} className='sell-card'>
            <View className='sell-card__head'>
              <ItemImage className='sell-card__image' src={asset.item.image} name={asset.item.name} accent={asset.item.rarity_color} />
              <View className='sell-card__main'>
                <Text className='sell-card__name'>{asset.item.name}</Text>
                <Text className='sell-card__meta'>
                  {[shortWearName(asset.item.exterior), asset.wear ? `磨损 ${wearText(asset.wear)}` : ''].filter(Boolean).join(' · ') || asset.item.rarity}
                </Text>
              </View>
            </View>
            <View className='sell-card__guide'>
              <Text className='sell-card__guide-item'>最低在售 {guide?.lowest_price ? `¥${guide.lowest_price}` : '—'}</Text>
              <Text className='sell-card__guide-item'>最高求购 {guide?.highest_buy_order ? `¥${guide.highest_buy_order}` : '—'}</Text>
              <Text className='sell-card__guide-item'>最近成交 {guide?.last_sale ? `¥${guide.last_sale.price}` : '—'}</Text>
            </View>
            <View className='sell-card__field'>
              <Text className='sell-card__label'>售价（元）</Text>
              <Input
                className='sell-card__input sell-price'
                type='digit'
                placeholder={guide ? `不超过 ${guide.max_price}` : '如 12.50'}
                value={draft.price}
                onInput={onValue((price) => edit(asset.asset_id, { price }))}
              />
            </View>
            {guide && (
              <View className='sell-card__suggest'>
                <Text className='sell-card__suggest-text'>建议售价 ¥{suggestedPrice(guide)}{guide.lowest_price ? '（当前最低在售）' : '（参考价）'}</Text>
                {guide.lowest_price && <Button className='sell-card__match' onClick={() => edit(asset.asset_id, { price: guide.lowest_price! })}>跟最低价</Button>}
              </View>
            )}
            {typed && problems[asset.asset_id] && <Text className='sell-card__problem'>{problems[asset.asset_id]}</Text>}
            {quote && <Text className='sell-card__quote'>{quote.fee_free ? '免手续费' : '手续费'} ¥{quote.fee} · 到手 ¥{quote.receive}</Text>}
            {quote?.buy_order_price && <Text className='sell-card__fill'>有匹配的求购，上架后将以 ¥{quote.buy_order_price} 立即成交</Text>}
            <Text {...tappable()} className='sell-card__toggle'
              onClick={() => edit(asset.asset_id, { rent: !draft.rent })}>{draft.rent ? '✓ 同时出租（点击取消）' : '+ 同时出租（选填）'}</Text>
            {draft.rent && (
              <>
                <View className='sell-card__field'>
                  <Text className='sell-card__label'>日租金（元）</Text>
                  <Input
                    className='sell-card__input'
                    type='digit'
                    placeholder='不高于售价'
                    value={draft.daily}
                    onInput={onValue((daily) => edit(asset.asset_id, { daily }))}
                  />
                </View>
                <View className='sell-card__field'>
                  <Text className='sell-card__label'>押金（元）</Text>
                  <Input
                    className='sell-card__input'
                    type='digit'
                    placeholder='不低于售价'
                    value={draft.deposit}
                    onInput={onValue((deposit) => edit(asset.asset_id, { deposit }))}
                  />
                </View>
                <View className='sell-card__field'>
                  <Text className='sell-card__label'>最长天数</Text>
                  <Input
                    className='sell-card__input'
                    type='number'
                    placeholder={`1-${RENT_DAYS_MAX}，默认 ${RENT_DAYS_MAX}`}
                    value={draft.days}
                    onInput={onValue((days) => edit(asset.asset_id, { days }))}
                  />
                </View>
              </>
            )}
          </View>
        )
      })}
      <ListState loading={loading} error={error} count={assets.length} hasMore={true} onRetry={() => { void load() }} />

      {assets.length > 0 && (
        <View className='sell-total'>
          <View className='sell-total__line'><Text>售价合计</Text><Text>{preview ? `¥${preview.total_price}` : '—'}</Text></View>
          <View className='sell-total__line'><Text>手续费（2.5%）</Text><Text>{preview ? `¥${preview.total_fee}` : '—'}</Text></View>
          {preview?.fee_note && <Text className='sell-card__fill sell-fee-note'>{preview.fee_note}</Text>}
          <View className='sell-total__line'><Text>预计到手</Text><Text className='sell-total__strong'>{preview ? `¥${preview.total_receive}` : '—'}</Text></View>
          <Notice text={previewProblem} />
          <PayPasswordSheet label='支付密码确认上架' value={password} onChange={setPassword} />
          <Notice text={problem} />
        </View>
      )}

      <View className='sell-bar'>
        <Text className='sell-bar__info'>共 {assets.length} 件{preview ? ` · 到手 ¥${preview.total_receive}` : ''}</Text>
        <Button
          {...tappable({ disabled: saving || assets.length === 0 })}
          className='sell-bar__go'
          disabled={saving || assets.length === 0 || undefined}
          onClick={() => { void submit() }}
        >
          {saving ? '上架中…' : '确认上架'}
        </Button>
      </View>
    </View>
  )
}
