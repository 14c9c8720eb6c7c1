import { View, Text, Input, Button } from '@tarojs/components'
import { tappable } from '@/lib/tappable'
import { onValue } from '@/components/inputValue'

export interface Range { min: string, max: string }

interface RangeInputsProps {
  title: string
  type: 'digit'
  placeholders: [string, string]
  value: Range
  error: string
  onInput: (update: (current: Range) => Range) => void
  onReset: () => void
  onApply: () => void
}

/** A from-to pair of inputs with 重置 / 确定, for the price and the wear range. */
export default function RangeInputs ({ title, type, placeholders, value, error, onInput, onReset, onApply }: RangeInputsProps) {
  return (
    <View className='market-filter__price'>
      <Text className='market-filter__range-title'>{title}</Text>
      <View className='market-filter__price-row'>
        <Input className='market-filter__input' type={type} placeholder={placeholders[0]} value={value.min}
          onInput={onValue((min) => onInput((current) => ({ ...current, min })))} />
        <Text className='market-filter__dash'>—</Text>
        <Input className='market-filter__input' type={type} placeholder={placeholders[1]} value={value.max}
          onInput={onValue((max) => onInput((current) => ({ ...current, max })))} />
      </View>
      {error && <Text className='market-filter__error'>{error}</Text>}
      <View className='market-filter__actions'>
        <Button {...tappable()} className='market-filter__reset' onClick={onReset}>重置</Button>
        <Button {...tappable()} className='market-filter__apply' onClick={onApply}>确定</Button>
      </View>
    </View>
  )
}
