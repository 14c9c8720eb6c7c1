import { useState } from 'react'
import { Image, Input, Text, View } from '@tarojs/components'
import { imageAlt } from '@/lib/platform/picture'
import Taro from '@tarojs/taro'
import type { RollDetail } from '../../../types/api'
import ItemImage from '@/components/ItemImage'
import PriceTag from '@/components/PriceTag'
import RollProof from '@/components/FairnessRecord/RollProof'
import Result from '@/components/Result'
import { useOnShow } from '@/components/useOnShow'
import { joinRoll, rollDetail } from '@/services/draws'
import { goLogin, hasToken } from '@/lib/session'
import { problemText, usePageParams } from '@/lib/navigation'
import { assetUrl } from '@/lib/format'
import { conditionText } from './components/text'
import Empty from '@/components/Empty'
import { Loading } from '@/components/ListState'
import RoomClock from './components/RoomClock'
import './index.scss'

const TO_LIST = { text: '返回 Roll 房列表', onClick: () => { void Taro.redirectTo({ url: '/pages/roll/list' }) } }

const STEAM_BIND = '/pages/user/steambind'
const NOT_BOUND = '请先绑定 Steam 账号'

/** /pages/roll/index?id=: a roll room: prizes, entrants, the countdown, joining under its condition, the verified result. */
export default function RollRoomPage () {
  const id = Number(usePageParams().id)
  const [room, setRoom] = useState<RollDetail | null>(null)
  const [error, setError] = useState('')
  const [refusal, setRefusal] = useState('')
  const [password, setPassword] = useState('')
  const [busy, setBusy] = useState(false)
  const valid = Number.isSafeInteger(id) && id > 0

  const load = () => {
    if (!valid) return
    setError('')
    rollDetail(id).then(setRoom).catch((e: unknown) => setError(problemText(e, '房间加载失败，请稍后重试')))
  }
  useOnShow(load)

  const join = () => {
    setBusy(true)
    setRefusal('')
    joinRoll(id, password.trim() || undefined).then(setRoom).catch((e: unknown) => setRefusal(problemText(e, '参与失败，请稍后重试'))).finally(() => setBusy(false))
  }

  if (!valid) return <View className='roll-room'><Result tone='error' title='房间链接无效' note='请确认链接完整，或从 Roll 房列表进入' actions={[TO_LIST]} /></View>
  if (error && !room) {
    const actions = [{ text: '重试', onClick: load }, { ...TO_LIST, plain: true }]
    return <View className='roll-room'><Result tone='error' title='房间打不开' note={error} actions={actions} /></View>
  }
  if (!room) return <View className='roll-room'><Loading /></View>
  const ended = room.state === 'drawn'

  return (
    <View className='roll-room'>
      <View className='roll-room__head'>
        <Text className='roll-room__title'>{room.title}</Text>
        <Text className='roll-room__host'>{room.host_name} · {conditionText(room.condition)}</Text>
        <View className='roll-room__stats'>
          <View className='roll-room__stat'>
            <PriceTag value={room.total_value} className='roll-room__total' />
            <Text className='roll-room__label'>奖池总价值</Text>
          </View>
          <View className='roll-room__stat'><Text className='roll-room__number'>{room.prize_count}</Text><Text className='roll-room__label'>奖品</Text></View>
          <View className='roll-room__stat'><Text className='roll-room__number'>{room.entrant_count}</Text><Text className='roll-room__label'>参与人数</Text></View>
          <View className='roll-room__stat'>
            <Text className='roll-room__number roll-room__number--time'>{room.state === 'drawn' ? '已开奖' : <RoomClock endsAt={room.ends_at} />}</Text>
            <Text className='roll-room__label'>{ended ? '开奖结果' : '距开奖'}</Text>
          </View>
        </View>
      </View>

      {!ended && <JoinBox room={room} refusal={refusal} password={password} onPassword={setPassword} busy={busy} onJoin={join} />}

      <Text className='roll-room__section'>{ended ? '中奖名单' : '奖品'}</Text>
      <View className='roll-room__prizes'>
        {room.prizes.map((prize) => (
          <View key={prize.k} className='roll-prize'>
            <ItemImage className='roll-prize__image' src={prize.item.image} name={prize.item.name} accent={prize.item.rarity_color} />
            <Text className='roll-prize__name'>{prize.item.name}</Text>
            <PriceTag value={prize.item.value} size='small' className='roll-prize__value' />
            {ended
              && <Text className='roll-prize__winner'>
                {prize.winner
                  ? `中奖 ${prize.winner.user_id === room.viewer_entrant_id ? '你的编号' : '编号'} ${prize.winner.user_id} · ${prize.winner.nickname}`
                  : '无人中奖'}
              </Text>}
          </View>
        ))}
      </View>

      <Text className='roll-room__section'>参与者（{room.entrant_count}）</Text>
      {room.viewer_entrant_id !== null && <Text className='roll-room__mine'>你的编号 {room.viewer_entrant_id}，开奖后按编号核对中奖结果</Text>}
      <Text className='roll-room__privacy'>为保护隐私，昵称只显示首尾字</Text>
      <View className='roll-room__entrants'>
        {room.entrants.length === 0 && <Empty compact icon='dice' text='还没有人参与，快来第一个加入' />}
        {room.entrants.map((person) => (
          <View key={person.user_id} className={`roll-room__entrant${person.user_id === room.viewer_entrant_id ? ' roll-room__entrant--mine' : ''}`}>
            <Image {...imageAlt('')} className='roll-room__avatar' src={assetUrl(person.avatar)} />
            <Text className='roll-room__nick'>{person.nickname}</Text>
            <Text className='roll-room__no'>{person.user_id === room.viewer_entrant_id ? `你的编号 ${person.user_id}` : `编号 ${person.user_id}`}</Text>
          </View>
        ))}
      </View>

      <View className='roll-room__proof'><RollProof room={room} /></View>
    </View>
  )
}

interface JoinBoxProps { room: RollDetail, refusal: string, password: string, onPassword: (value: string) => void, busy: boolean, onJoin: () => void }

function JoinBox ({ room, refusal, password, onPassword, busy, onJoin }: JoinBoxProps) {
  const here = `/pages/roll/index?id=${room.id}`
  if (!hasToken()) {
    return (
      <View className='roll-join'>
        <Text className='roll-join__note'>登录后即可参与 Roll 房</Text>
        <Text className='roll-join__button' onClick={() => { goLogin(here) }}>登录后参与</Text>
      </View>
    )
  }
  if (room.joined) return <View className='roll-join'><Text className='roll-join__done'>已参与，等待开奖</Text></View>
  const reason = refusal || room.eligibility?.reason || ''
  const notBound = reason === NOT_BOUND
  return (
    <View className='roll-join'>
      {reason !== '' && <View className='roll-join__refusal' role='alert'><Text>{reason}</Text></View>}
      {notBound && <Text className='roll-join__button' onClick={() => { void Taro.navigateTo({ url: STEAM_BIND }) }}>去绑定</Text>}
      {!notBound && room.condition.kind === 'password' && (
        <Input className='roll-join__input' value={password} maxlength={32} placeholder='请输入房间口令' onInput={(event) => onPassword(event.detail.value)} />
      )}
      {!notBound && room.eligibility?.eligible !== false && (
        <Text className={`roll-join__button${busy ? ' roll-join__button--busy' : ''}`} onClick={busy ? undefined : onJoin}>{busy ? '参与中…' : '立即参与'}</Text>
      )}
    </View>
  )
}
