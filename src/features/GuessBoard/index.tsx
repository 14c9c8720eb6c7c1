import { useState } from 'react'
import { View, Text } from '@tarojs/components'
import type { GuessBoard as Board, GuessMatch, GuessRanking } from '../../../types/api'
import Result from '@/components/Result'
import Empty from '@/components/Empty'
import LoginGate from '@/components/LoginGate'
import { useShownData } from '@/components/useShownData'
import { goLogin, hasToken } from '@/lib/session'
import { problemText, toast } from '@/lib/navigation'
import { guessBoard, guessRanking, placeGuess, type GuessGame } from '@/services/guess'
import MatchCard from './MatchCard'
import StakeSheet from './StakeSheet'
import MyGuesses from './MyGuesses'
import { Loading } from '@/components/ListState'
import './index.scss'

const TABS = [['matches', '赛程竞猜'], ['mine', '我的竞猜'], ['ranking', '排行榜']] as const
type Tab = typeof TABS[number][0]

/**
 * The tournament match guess, one screen for every event (server/README.md "Tournament match guess"): the page names
 * its game and its own route (where a login comes back to). Schedule and leaderboard are public; picking needs a login.
 */
export default function GuessScreen ({ game, back }: { game: GuessGame, back: string }) {
  const [tab, setTab] = useState<Tab>('matches')
  const board = useShownData<Board | null>(() => guessBoard(game), null)
  const [picking, setPicking] = useState<{ match: GuessMatch, side: 'a' | 'b' } | null>(null)
  const [busy, setBusy] = useState(false)
  const [problem, setProblem] = useState('')

  const pick = (match: GuessMatch, side: 'a' | 'b') => {
    if (!hasToken()) return goLogin(back)
    setProblem('')
    setPicking({ match, side })
  }
  const confirm = async (stake: number) => {
    if (!picking || busy) return
    setBusy(true)
    try {
      await placeGuess(picking.match.match_id, picking.side, stake)
      setPicking(null)
      toast('竞猜成功')
    } catch (e) {
      setProblem(problemText(e, '竞猜失败，请稍后重试'))
    } finally {
      setBusy(false)
      board.reload()
    }
  }

  const { data, error, reload } = board
  if (!data && error) return <View className='guess-page guess-page--plain'>
    <Result tone='error' title='无法加载赛程' note={error} actions={[{ text: '重试', onClick: reload }]} />
  </View>
  if (!data) return <View className='guess-page guess-page--plain'><Loading /></View>
  const ended = data.matches.length > 0 && data.matches.every((m) => m.state === 'finished')
  return (
    <View className={`guess-page guess-page--${game}`}>
      <View className='guess-hero'>
        <Text className='guess-hero__title'>{data.title}</Text>
        <Text className='guess-hero__sub'>{data.subtitle}</Text>
        <View className='guess-hero__points'>
          {data.points === null
            ? <Text onClick={() => goLogin(back)}>登录后参与竞猜 ›</Text>
            : <Text>{`我的积分 ${data.points}`}</Text>}
          <Text className='guess-hero__rule'>{`每场 ${data.stake_min}-${data.stake_max} 积分，开赛即封盘`}</Text>
        </View>
      </View>
      <View className='guess-tabs' role='tablist'>
        {TABS.map(([key, label]) => (
          <View
            key={key}
            role='tab'
            aria-selected={tab === key}
            className={`guess-tabs__tab${tab === key ? ' guess-tabs__tab--on' : ''}`}
            onClick={() => setTab(key)}
          >
            {label}
          </View>
        ))}
      </View>
      {tab === 'matches' && (
        <View>
          {ended && <View className='guess-banner' role='status'>本届赛事竞猜已结束，感谢参与；结果与积分已结算</View>}
          {data.matches.length === 0
            ? <Result title='赛程即将公布' note='对阵确定后即可竞猜，敬请关注' />
            : data.matches.map((match) => <MatchCard key={match.match_id} match={match} onPick={pick} onStart={reload} />)}
        </View>
      )}
      {tab === 'mine' && <LoginGate back={back} what='我的竞猜'><MyGuesses game={game} /></LoginGate>}
      {tab === 'ranking' && <Ranking game={game} />}
      {picking && data.points !== null && (
        <StakeSheet match={picking.match} side={picking.side} points={data.points} min={data.stake_min} max={data.stake_max}
          busy={busy} problem={problem} onConfirm={(stake) => void confirm(stake)} onClose={() => setPicking(null)} />
      )}
    </View>
  )
}

function Ranking ({ game }: { game: GuessGame }) {
  const { data, error, reload } = useShownData<GuessRanking | null>(() => guessRanking(game), null)
  if (!data && error) return <Result tone='error' title='无法加载排行榜' note={error} actions={[{ text: '重试', onClick: reload }]} />
  if (!data) return <Loading />
  if (data.list.length === 0) return <Empty icon='trophy' text='暂无排名' note='首场比赛结算后公布排行榜' />
  const row = (r: GuessRanking['list'][number], mine = false) => (
    <View key={`${mine ? 'me' : r.rank}`} className={`guess-rank${mine ? ' guess-rank--mine' : ''}`}>
      <Text className='guess-rank__no'>{mine ? `我 · 第${r.rank}名` : `${r.rank}`}</Text>
      <Text className='guess-rank__name'>{r.nickname}</Text>
      <Text className='guess-rank__hits'>{`猜中 ${r.hits}/${r.picks}`}</Text>
      <Text className={`guess-rank__won${r.won < 0 ? ' guess-rank__won--down' : ''}`}>{`${r.won > 0 ? '+' : ''}${r.won}`}</Text>
    </View>
  )
  return (
    <View className='guess-card'>
      <View className='guess-card__head'><Text>净赢积分排行</Text><Text className='guess-card__note'>已结算场次</Text></View>
      {data.mine && row(data.mine, true)}
      {data.list.map((r) => row(r))}
    </View>
  )
}
