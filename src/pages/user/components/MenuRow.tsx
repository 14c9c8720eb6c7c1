import type { ReactNode } from 'react'
import { View, Text } from '@tarojs/components'
import { tappable } from '@/lib/tappable'
import './MenuRow.scss'

interface MenuRowProps {
  label: string
  value?: ReactNode
  tone?: 'normal' | 'ok' | 'warn' | 'muted'
  onClick?: () => void
}

/** One row of a settings list: label, current value, arrow when it opens something. */
export default function MenuRow ({ label, value, tone = 'muted', onClick }: MenuRowProps) {
  return (
    <View {...tappable()} className='menu-row' onClick={onClick}>
      <Text className='menu-row__label'>{label}</Text>
      <View className={`menu-row__value menu-row__value--${tone}`}>{value}</View>
      {onClick && <Text className='menu-row__arrow'>›</Text>}
    </View>
  )
}

export function MenuGroup ({ title, children }: { title?: string, children: ReactNode }) {
  return (
    <View className='menu-group'>
      {title && <Text className='menu-group__title'>{title}</Text>}
      <View className='menu-group__body'>{children}</View>
    </View>
  )
}
