import { View, Text } from '@tarojs/components'
import type { PropsWithChildren } from 'react'
import './index.scss'

interface BottomSheetProps {
  title: string
  onClose: () => void
  className?: string
}

/** A panel rising from the bottom over a dimmed page; tapping the mask or × closes it. */
export default function BottomSheet ({ title, onClose, className = '', children }: PropsWithChildren<BottomSheetProps>) {
  return (
    <View className={`bottom-sheet ${className}`}>
      <View className='bottom-sheet__mask' onClick={onClose} />
      <View className='bottom-sheet__panel'>
        <View className='bottom-sheet__head'>
          <Text className='bottom-sheet__title'>{title}</Text>
          <Text className='bottom-sheet__close' onClick={onClose}>×</Text>
        </View>
        <View className='bottom-sheet__body'>{children}</View>
      </View>
    </View>
  )
}
