import { useRef, useState } from 'react'
import { Text, View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import type { BoxOpening, FairRecord } from '../../../types/api'
import ItemImage from '@/components/ItemImage'
import PriceTag from '@/components/PriceTag'
import FairnessRecord from '@/components/FairnessRecord'
import ReturnLine from '@/components/ReturnLine'
import ConfirmSheet from '@/components/ConfirmSheet'
import { ppmPercent } from '@/lib/fairness'
import { formatYuan, multiply } from '@/lib/money'
import { isApiError } from '@/lib/request'
import { changeSeed, fairRecords, openBox } from '../../services/draws'
import { newIdempotencyKey } from '../../services/trade'
import { goLogin, hasToken } from '@/lib/session'
import { problemText } from '@/lib/navigation'
import { useBoxes } from './useBoxes'
import MyRecords from './MyRecords'
import { useStores } from '@/stores/context'
import { SeedPairStore } from '@/stores/seedPair'
import Result from '@/components/Result'
import Empty from '@/components/Empty'
import { Loading } from '@/components/ListState'
import './index.scss'

const NOT_BOUND = '请先绑定 Steam 账号'
const goBack = { text: '返回', plain: true, onClick: () => { void Taro.navigateBack().catch(() => Taro.switchTab({ url: '/pages/market/home/index' })) } }

interface BoxDrawProps {
  kind: 'box' | 'koi'
  appid?: number
  /** this page's own path, to come back to after logging in */
  here: string
  /** the other game's boxes */
  other?: { text: string, url: string }
}

/**
 * Gift boxes and the koi draw: choose a box, see its odds (ppm shown as %), open ×1 / ×5 from the balance
 * (or a free koi chance) with one idempotency key per attempt, see the items won and verify each draw on the device.
 */
export default function BoxDraw ({ kind, appid, here, other }: BoxDrawProps) {
  const { boxes, chosen, choose, detail, recent, error, reload } = useBoxes(kind, appid)
  const [opening, setOpening] = useState<BoxOpening | null>(null)
  const [records, setRecords] = useState<Record<number, FairRecord>>({})
  const [busy, setBusy] = useState(false)
  const [version, setVersion] = useState(0)
  const [refusal, setRefusal] = useState('')
  // a paid opening is confirmed with its amount first; the free chance costs nothing and opens at once
  const [asking, setAsking] = useState<number | null>(null)
  // one key per attempt: a retry after a lost answer reuses it and is not charged twice
  const attempt = useRef<{ what: string, key: string } | null>(null)
  const seeds = useStores().shared(SeedPairStore)

  if (error && !boxes) {
    return <View className='box-draw'><Result tone='error' title='礼盒加载失败' note={error} actions={[{ text: '重试', onClick: reload }, goBack]} /></View>
  }
  if (!boxes) return <View className='box-draw'><Loading /></View>
  if (boxes.length === 0) {
    return <View className='box-draw'><Empty icon='gift' text={kind === 'koi' ? '锦鲤活动暂未开放' : '暂无可开启的礼盒'} action={goBack} /></View>
  }

  const open = (count: number, free: boolean) => {
    if (!detail) return
    const what = `${detail.id}:${count}:${free}`
    if (attempt.current?.what !== what) attempt.current = { what, key: newIdempotencyKey() }
    setBusy(true)
    setRefusal('')
    openBox(detail.id, count, free, attempt.current.key)
      .then((done) => { attempt.current = null; setOpening(done); setRecords({}); setVersion((n) => n + 1); reload() })
      .catch((e: unknown) => {
        if (isApiError(e) && (e.kind === 'business' || e.kind === 'unauthorized')) attempt.current = null;
        setRefusal(problemText(e, '开启失败，请稍后重试'))
      })
      .finally(() => setBusy(false))
  }

  const reveal = () => {
    seeds.change(changeSeed)
      .then(() => fairRecords(kind, 1))
      .then((page) => { setRecords(Object.fromEntries(page.list.map((record) => [record.id, record]))); setVersion((n) => n + 1) })
      .catch((e: unknown) => setRefusal(problemText(e, '公开种子失败，请稍后重试')))
  }

  const labels = detail?.entries.map((entry) => entry.item.name) ?? []
  const signedIn = hasToken()
  // over the return cap the server refuses every opening (server/README.md "Return to player")
  const paused = detail?.return_to_player?.paused === true
  return (
    <View className='box-draw'>
      {boxes.length > 1 && (
        <View className='box-draw__tabs'>
          {boxes.map((box) => (
            <Text
              key={box.id}
              className={`box-draw__tab${box.id === chosen ? ' box-draw__tab--on' : ''}`}
              onClick={() => { choose(box.id); setOpening(null); setRefusal('') }}
            >
              {box.name}
            </Text>
          ))}
        </View>
      )}
      {detail && (
        <>
          <View className='box-draw__hero'>
            <ItemImage className='box-draw__cover' src={detail.cover.image} name={detail.cover.name} accent={detail.cover.rarity_color} eager />
            <Text className='box-draw__name'>{detail.name}</Text>
            <Text className='box-draw__sub'>最高可开出 ¥{detail.top_value} · 每次 ¥{detail.price}</Text>
            <ReturnLine rtp={detail.return_to_player} />
            {other && <Text className='box-draw__other' onClick={() => { void Taro.redirectTo({ url: other.url }) }}>{other.text} ›</Text>}
          </View>

          <View className='box-draw__actions'>
            {!signedIn && <Text className='box-draw__button' onClick={() => { goLogin(here) }}>登录后开启</Text>}
            {signedIn && paused && <Text className='box-draw__button box-draw__button--off'>暂停开启</Text>}
            {signedIn && !paused && detail.free_per_day > 0 && (
              <Text
                className={`box-draw__button box-draw__button--free${detail.free_left ? '' : ' box-draw__button--off'}`}
                onClick={busy || !detail.free_left ? undefined : () => open(1, true)}
              >
                {detail.free_left ? `免费抽 1 次（今日剩 ${detail.free_left} 次）` : '今日免费次数已用完'}
              </Text>
            )}
            {signedIn && !paused && [1, 5].map((count) => (
              <Text key={count} className={`box-draw__button${busy ? ' box-draw__button--off' : ''}`} onClick={busy ? undefined : () => setAsking(count)}>
                {busy ? '开启中…' : `${kind === 'koi' ? '抽' : '开'} ×${count}  ¥${formatYuan(multiply(detail.price, count))}`}
              </Text>
            ))}
          </View>
          {asking !== null && (
            <ConfirmSheet title={kind === 'koi' ? '确认抽取' : '确认开启'} confirmText='确认支付' onCancel={() => setAsking(null)}
              text={`支付 ¥${formatYuan(multiply(detail.price, asking))} ${kind === 'koi' ? '抽取' : '开启'} ${asking} 次`}
              onConfirm={() => { setAsking(null); open(asking, false) }} />
          )}
          {refusal !== '' && (
            <View className='box-draw__refusal' role='alert'>
              <Text>{refusal}</Text>
              {refusal === NOT_BOUND && <Text className='box-draw__link' onClick={() => { void Taro.navigateTo({ url: '/pages/user/steambind' }) }}>去绑定</Text>}
              {refusal === '余额不足'
                && <Text className='box-draw__link' onClick={() => { void Taro.navigateTo({ url: '/pages/user/recharge/index' }) }}>去充值</Text>}
            </View>
          )}

          {opening && (
            <View className='box-draw__result'>
              <Text className='box-draw__section'>开出 {opening.results.length} 件 · {opening.free ? '免费' : `支付 ¥${opening.paid}`} · 余额 ¥{opening.balance}</Text>
              {opening.results.map((result) => (
                <View key={result.record.id} className='box-draw__won'>
                  <View className='box-draw__won-head'>
                    <ItemImage className='box-draw__won-image' src={result.item.image} name={result.item.name} accent={result.item.rarity_color} />
                    <View className='box-draw__won-text'>
                      <Text className='box-draw__won-name'>{result.item.name}</Text>
                      <PriceTag value={result.item.value} size='small' />
                      <Text className='box-draw__won-note'>已放入库存</Text>
                    </View>
                  </View>
                  <FairnessRecord record={records[result.record.id] ?? result.record} labels={labels} />
                </View>
              ))}
              {opening.results.some((result) => !records[result.record.id]) && (
                <Text className='box-draw__verify' onClick={reveal}>公开服务端种子并验证</Text>
              )}
              <Text className='box-draw__hint'>公开后将启用新的种子对，之后的抽取使用新种子。</Text>
            </View>
          )}

          <Text className='box-draw__section'>奖池与概率</Text>
          <View className='box-draw__odds'>
            {detail.entries.map((entry) => (
              <View key={entry.k} className='box-draw__entry'>
                <ItemImage className='box-draw__entry-image' src={entry.item.image} name={entry.item.name} accent={entry.item.rarity_color} />
                <Text className='box-draw__entry-name'>{entry.item.name}</Text>
                <View className='box-draw__entry-foot'>
                  <PriceTag value={entry.item.value} size='small' />
                  <Text className='box-draw__entry-odds'>{ppmPercent(entry.odds_ppm)}</Text>
                </View>
              </View>
            ))}
          </View>

          <Text className='box-draw__section'>最近开出</Text>
          <View className='box-draw__recent'>
            {recent.length === 0 && <Empty compact icon='gift' text='还没有人开启，来做第一个' />}
            {recent.map((row) => (
              <View key={row.id} className='box-draw__recent-row'>
                <Text className='box-draw__recent-who'>{row.nickname}</Text>
                <Text className='box-draw__recent-item'>{row.item.name}</Text>
                <PriceTag value={row.item.value} size='small' />
              </View>
            ))}
          </View>
          {signedIn && <MyRecords kind={kind} labels={labels} version={version} onChanged={() => setVersion((n) => n + 1)} />}
          <Text className='box-draw__rule'>公平性：抽取前平台已公布服务端种子的哈希，结果由这颗种子、你的客户端种子和抽取次数算出，平台事后无法改动。更换种子后原种子公开，可在「我的种子与记录」逐条验证，计算公式见每条记录的「高级」。</Text>
        </>
      )}
    </View>
  )
}
