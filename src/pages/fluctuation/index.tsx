import { View, Text } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { useState } from 'react'
import LineIcon from '@/components/LineIcon'
import { ICON_PATHS } from '@/components/LineIcon/paths'
import { colour } from '@/styles/tokens'
import { useStores } from '@/stores/context'
import type { MoveKind, MovePeriod } from '@/services/priceWatch'
import MoverList from './parts/MoverList'
import './parts/fluctuation.scss'

const GAMES = [{ appid: 730, name: 'CS2' }, { appid: 570, name: 'DOTA2' }]
const KINDS: { kind: MoveKind, name: string }[] = [{ kind: 'up', name: '涨幅榜' }, { kind: 'down', name: '跌幅榜' }]
const PERIODS: MovePeriod[] = ['1', '7', '30']

/** /pages/fluctuation/index (价格波动): risers and fallers by period and game from recorded sales, each row opening its item. */
export default function Page () {
  const { config } = useStores()
  const [appid, setAppid] = useState(GAMES.some((game) => game.appid === config.mainGame.appid) ? config.mainGame.appid : 730)
  const [kind, setKind] = useState<MoveKind>('up')
  const [period, setPeriod] = useState<MovePeriod>('7')

  return (
    <View className='fluctuation'>
      <View className='fluctuation__head'>
        <View className='fluctuation__games'>
          {GAMES.map((game) => (
            <Text key={game.appid} className={`fluctuation__game ${game.appid === appid ? 'is-active' : ''}`} onClick={() => setAppid(game.appid)}>
              {game.name}
            </Text>
          ))}
        </View>
        <View className='fluctuation__alerts' onClick={() => { void Taro.navigateTo({ url: '/pages/fluctuation/setting/index' }) }}>
          <LineIcon path={ICON_PATHS.bell} colour={colour.accent} className='fluctuation__bell' /><Text>价格提醒</Text>
        </View>
      </View>
      <View className='fluctuation__bar'>
        <View className='fluctuation__kinds'>
          {KINDS.map((entry) => (
            <Text
              key={entry.kind}
              className={`fluctuation__kind is-${entry.kind} ${entry.kind === kind ? 'is-active' : ''}`}
              onClick={() => setKind(entry.kind)}
            >
              {entry.name}
            </Text>
          ))}
        </View>
        <View className='fluctuation__periods'>
          {PERIODS.map((value) => (
            <Text key={value} className={`fluctuation__period ${value === period ? 'is-active' : ''}`} onClick={() => setPeriod(value)}>{`${value} 天`}</Text>
          ))}
        </View>
      </View>
      <MoverList key={`${appid}-${kind}-${period}`} appid={appid} kind={kind} period={period} />
    </View>
  )
}
