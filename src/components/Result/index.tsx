import type { ReactNode } from 'react'
import { View, Text } from '@tarojs/components'
import { SubmitButton } from '../FormField'
import './index.scss'

/** ok: done; error: failed or refused; wait: not known yet; info: a state to explain (ended, not eligible, sign in first) */
export type ResultTone = 'ok' | 'error' | 'wait' | 'info'

export interface ResultAction { text: string, onClick: () => void, plain?: boolean, busy?: boolean }

interface ResultProps {
  tone?: ResultTone
  title: string
  /** the detail under the title: why it failed, what happens next */
  note?: string
  /** the sum the result is about, shown large */
  amount?: string
  /** the first is the main way on; a plain one is secondary */
  actions?: ResultAction[]
  /** fills the screen (a result page) rather than a block within one */
  page?: boolean
  /** detail rows (ResultLine) */
  children?: ReactNode
}

const MARK: Record<ResultTone, string> = { ok: '✓', error: '!', wait: '…', info: 'i' }

/** The one success / failure state: an icon, a title, the detail and the ways on. */
export default function Result ({ tone = 'info', title, note, amount, actions = [], page = false, children }: ResultProps) {
  return (
    <View className={`result result--${tone}${page ? ' result--page' : ''}`} role={tone === 'error' ? 'alert' : 'status'}>
      <View className='result__mark'><Text>{MARK[tone]}</Text></View>
      <Text className='result__title'>{title}</Text>
      {amount && <Text className='result__amount'>{amount}</Text>}
      {note && <Text className='result__note'>{note}</Text>}
      {children && <View className='result__card'>{children}</View>}
      {actions.length > 0 && (
        <View className='result__actions'>
          {actions.map((action) => (
            <View key={action.text} className='result__action'>
              <SubmitButton text={action.text} plain={action.plain} busy={action.busy} onClick={action.onClick} />
            </View>
          ))}
        </View>
      )}
    </View>
  )
}

/** One label and value row of a result's detail card. */
export function ResultLine ({ label, value, testId }: { label: string, value: string, testId?: string }) {
  return <View className='result__line'><Text>{label}</Text><Text data-testid={testId}>{value}</Text></View>
}
