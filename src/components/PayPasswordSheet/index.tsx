import { View, Text } from '@tarojs/components'
import { tappable } from '@/lib/tappable'
import { useEffect, useRef, useState } from 'react'
import { openRoute, PAY_PASSWORD_PAGE } from '@/lib/navigation'
import './index.scss'

interface PayPasswordSheetProps {
  value: string
  onChange: (value: string) => void
  /** read by screen readers on the boxes */
  placeholder?: string
  label?: string
  /** a payment shows the way to set a password (a player may have none yet); the setting pages leave it out */
  setLink?: boolean
}

const KEYS = ['1', '2', '3', '4', '5', '6', '7', '8', '9', 'done', '0', 'delete'] as const

// one pad open at a time on a screen with several entries (set, repeat, old password)
let closeOpenPad: (() => void) | null = null

/**
 * The one pay password entry, for every payment and the setting pages: six boxes and a number pad we draw ourselves,
 * on H5 and in the mini-program alike, so no system keyboard (with its suggestions and clipboard) ever sees
 * the digits. The native keyboard stays only on free-text fields (phone, SMS code, login
 * password, amounts, trade URL), where paste, autofill and input methods are needed.
 * The pad opens on a tap on the boxes or the label and closes at the sixth digit or on 完成. The value
 * lives only in the form's state until it is sent; nothing stores it.
 */
export default function PayPasswordSheet ({ value, onChange, placeholder = '请输入 6 位数字支付密码', label, setLink = true }: PayPasswordSheetProps) {
  const [open, setOpen] = useState(false)
  // taps faster than a render (a slow phone) each build on the digits before them
  const latest = useRef(value)
  latest.current = value

  useEffect(() => {
    if (!open) return
    const close = () => setOpen(false)
    closeOpenPad?.()
    closeOpenPad = close
    return () => { if (closeOpenPad === close) closeOpenPad = null }
  }, [open])

  const press = (key: typeof KEYS[number]) => {
    if (key === 'done') { setOpen(false); return }
    const now = latest.current
    if (key !== 'delete' && now.length >= 6) return
    const next = key === 'delete' ? now.slice(0, -1) : now + key
    latest.current = next
    onChange(next)
    if (next.length === 6) setOpen(false)
  }

  return (
    <View className='pay-password'>
      {label && <Text className='pay-password__label' onClick={() => setOpen(true)}>{label}</Text>}
      <View className={`pay-password__boxes${open ? ' is-open' : ''}`} {...tappable({ label: placeholder })} onClick={() => setOpen(true)}>
        {Array.from({ length: 6 }, (_, i) => (
          <View key={i} className={`pay-password__box${open && i === value.length ? ' pay-password__box--next' : ''}`}>
            {i < value.length && <View className='pay-password__dot' />}
          </View>
        ))}
      </View>
      {open && (
        <View className='pay-pad'>
          {KEYS.map((key) => (
            <View {...tappable()} key={key} className={`pay-pad__key pay-pad__key--${/\d/.test(key) ? 'digit' : key}`} onClick={() => press(key)}>
              <Text>{key === 'done' ? '完成' : key === 'delete' ? '删除' : key}</Text>
            </View>
          ))}
        </View>
      )}
      {setLink && <Text {...tappable()} className='pay-password__set' onClick={() => { void openRoute(PAY_PASSWORD_PAGE) }}>设置 / 修改支付密码 ›</Text>}
    </View>
  )
}
