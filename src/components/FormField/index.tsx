import type { ReactNode } from 'react'
import { View, Text, Button } from '@tarojs/components'
import { tappable } from '@/lib/tappable'
import './index.scss'

interface FormFieldProps {
  label?: string
  /** the reason this field is refused, '' or null when fine */
  error?: string | null
  /** e.g. an SMS code button or a show-password eye at the right */
  extra?: ReactNode
  children: ReactNode
}

/** One labelled input row of an account form, with its reason underneath. */
export default function FormField ({ label, error, extra, children }: FormFieldProps) {
  return (
    <View className={`form-field${error ? ' form-field--error' : ''}`}>
      <View className='form-field__row'>
        {label && <Text className='form-field__label'>{label}</Text>}
        <View className='form-field__input'>{children}</View>
        {extra}
      </View>
      {error && <View className='form-field__error' role='alert'><Text>{error}</Text></View>}
    </View>
  )
}

interface SubmitButtonProps {
  text: string
  busy?: boolean
  disabled?: boolean
  onClick: () => void
  plain?: boolean
}

/**
 * The wide action button at the foot of a form; busy blocks a second tap and shows our own
 * spinner (Taro's `loading` icon is inserted before a text node React also owns, and the H5
 * build threw `insertBefore` NotFoundError on every busy toggle).
 */
export function SubmitButton ({ text, busy = false, disabled = false, onClick, plain = false }: SubmitButtonProps) {
  return (
    <Button
      {...tappable({ disabled: disabled || busy })}
      className={`submit-button${plain ? ' submit-button--plain' : ''}${disabled || busy ? ' submit-button--off' : ''}`}
      disabled={disabled || busy}
      onClick={() => { if (!busy && !disabled) onClick() }}
    >
      <View className='submit-button__body'>
        {busy && <View className='submit-button__spinner' />}
        <Text>{text}</Text>
      </View>
    </Button>
  )
}
