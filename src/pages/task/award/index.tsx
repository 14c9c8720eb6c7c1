import { useState } from 'react'
import { View, Text } from '@tarojs/components'
import Taro from '@tarojs/taro'
import type { TaskCentre, TaskView } from '../../../../types/api'
import Result from '@/components/Result'
import ProgressBar from '@/components/DealParts/ProgressBar'
import LoginGate from '@/components/LoginGate'
import { problemText } from '@/lib/navigation'
import { useOnShow } from '@/components/useOnShow'
import { claimTask, taskCentre } from '@/services/tasks'
import { Loading } from '@/components/ListState'
import '../components/task.scss'

const BUTTON: Record<TaskView['state'], string> = { todo: '去完成', claimable: '领取', claimed: '已领取' }

/** /pages/task/award/index: daily and new-user tasks, progress from real actions, each reward claimed once. */
function TaskCentrePage () {
  const [centre, setCentre] = useState<TaskCentre | null>(null)
  const [error, setError] = useState('')
  const [problem, setProblem] = useState('')
  const [busy, setBusy] = useState('')
  const load = () => {
    taskCentre().then((answer) => { setCentre(answer); setError('') }).catch((e: unknown) => setError(problemText(e, '加载失败，请稍后重试')))
  }
  useOnShow(load)

  const act = async (task: TaskView) => {
    if (task.state === 'todo') return void Taro.navigateTo({ url: task.action_url })
    if (task.state !== 'claimable' || busy) return
    setBusy(task.key)
    setProblem('')
    try {
      await claimTask(task.key)
      void Taro.showToast({ title: `已领取 ${task.reward_text}`, icon: 'none', duration: 1500 })
    } catch (e) {
      setProblem(problemText(e, '领取失败，请稍后重试'))
    } finally {
      setBusy('')
      load()
    }
  }

  if (error) return <View className='task-page task-page--plain'>
    <Result tone='error' title='无法加载任务' note={error} actions={[{ text: '重试', onClick: load }]} />
  </View>
  if (!centre) return <View className='task-page task-page--plain'><Loading /></View>
  const section = (title: string, note: string, tasks: TaskView[]) => (
    <View className='task-card'>
      <View className='task-card__head'><Text>{title}</Text><Text className='task-card__head-note'>{note}</Text></View>
      {tasks.map((task) => (
        <View key={task.key} className='task-row'>
          <View className='task-row__body'>
            <Text className='task-row__title'>{task.title}</Text>
            <Text className='task-row__desc'>{task.desc}</Text>
            <Text className='task-row__reward'>奖励 {task.reward_text}</Text>
            {task.target > 1
              && <View className='task-row__progress'>
                <ProgressBar percent={Math.round(task.progress * 100 / task.target)} />
                <Text>{task.progress}/{task.target}</Text>
              </View>}
            {task.state === 'todo' && (task.pending_progress ?? 0) > 0 && <Text className='task-row__pending'>待结算 {task.pending_progress} 笔，过保护期后计入</Text>}
          </View>
          <View className={`task-row__btn task-row__btn--${task.state}`} role='button' aria-disabled={task.state === 'claimed'} onClick={() => void act(task)}>
            {busy === task.key ? '领取中' : BUTTON[task.state]}
          </View>
        </View>
      ))}
    </View>
  )
  const newbieLeft = centre.newbie.filter((t) => t.state !== 'claimed')
  const dailyDone = centre.daily.every((t) => t.state === 'claimed')
  return (
    <View className='task-page'>
      <View className='task-hero'>
        <View><Text className='task-hero__label'>任务累计奖励（元）</Text><Text className='task-hero__value'>{centre.earned}</Text></View>
        <Text className='task-hero__link' onClick={() => void Taro.navigateTo({ url: '/pages/task/invite/index' })}>邀请好友赚 ›</Text>
      </View>
      {problem && <View className='task-problem' role='alert'>{problem}</View>}
      {section('每日任务', dailyDone ? '今日任务已全部完成，明天再来' : '每天 0 点（北京时间）刷新', centre.daily)}
      {newbieLeft.length > 0
        ? section('新手任务', '每项仅可领取一次', centre.newbie)
        : <View className='task-card'><View className='task-card__head'><Text>新手任务</Text><Text className='task-card__head-note'>已全部完成</Text></View></View>}
    </View>
  )
}

export default function Page () {
  return <LoginGate back='/pages/task/award/index' what='任务中心'><TaskCentrePage /></LoginGate>
}
