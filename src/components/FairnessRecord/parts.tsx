import { useState, type ReactNode } from 'react'
import { Text, View } from '@tarojs/components'
import { copyText } from '../../lib/platform/clipboard'
import { tappable } from '../../lib/tappable'
import { VERDICT_TEXT, type Verdict } from './verdict'

/** A labelled value; with `copy` it gets a 复制 button naming what was copied in the toast. */
export function ProofRow ({ label, value, copy }: { label: string, value: string, copy?: boolean }) {
  return (
    <View className='fair-record__row'>
      <Text className='fair-record__label'>{label}</Text>
      <Text className='fair-record__value'>{value}</Text>
      {copy && <Text {...tappable({ label: `复制${label}` })} className='fair-record__copy' onClick={() => void copyText(value, `${label}已复制`)}>复制</Text>}
    </View>
  )
}

export function VerdictBadge ({ verdict }: { verdict: Verdict }) {
  return <Text className={`fair-record__verdict fair-record__verdict--${verdict}`}>{VERDICT_TEXT[verdict]}</Text>
}

/** The three steps a player can follow with any SHA-256 tool, in plain words. */
export function HowToVerify ({ steps }: { steps: readonly string[] }) {
  return (
    <View className='fair-record__how'>
      <Text className='fair-record__how-title'>如何验证</Text>
      {steps.map((step, index) => <Text key={step} className='fair-record__step'>{index + 1}. {step}</Text>)}
    </View>
  )
}

/** 高级: the protocol's raw values, folded until asked for. */
export function Advanced ({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false)
  return (
    <View className='fair-record__advanced'>
      <Text {...tappable()} aria-expanded={open} className='fair-record__fold' onClick={() => setOpen(!open)}>{open ? '收起高级 ▲' : '高级（原始数据）▼'}</Text>
      {open && children}
    </View>
  )
}
