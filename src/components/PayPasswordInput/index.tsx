import { View, Text, Input } from '@tarojs/components'
import './index.scss'

interface PayPasswordInputProps {
  value: string
  onChange: (value: string) => void
  placeholder?: string
  label?: string
}

/**
 * Six-digit pay password entry: a password input over six boxes. The value lives only in
 * the form's state until it is sent; nothing stores it.
 */
export default function PayPasswordInput ({ value, onChange, placeholder = '请输入 6 位数字支付密码', label }: PayPasswordInputProps) {
  return (
    <View className='pay-password'>
      {label && <Text className='pay-password__label'>{label}</Text>}
      <View className='pay-password__boxes'>
        {Array.from({ length: 6 }, (_, i) => (
          <View key={i} className={`pay-password__box${i === value.length ? ' pay-password__box--next' : ''}`}>
            {i < value.length && <View className='pay-password__dot' />}
          </View>
        ))}
        <Input
          className='pay-password__input'
          type='number'
          password
          maxlength={6}
          placeholder={placeholder}
          value={value}
          onInput={(e) => onChange(e.detail.value.replace(/\D/g, '').slice(0, 6))}
        />
      </View>
    </View>
  )
}
