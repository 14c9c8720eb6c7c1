import { useEffect, useRef, useState } from 'react'
import { Text } from '@tarojs/components'
import type { SmsSent } from '../../../types/api'
import { isApiError } from '@/lib/request'
import './index.scss'

/** spec: one code per phone per 60 s; the server's own cooldown wins when it answers with one. */
export const SMS_COOLDOWN_SECONDS = 60

interface SmsCodeButtonProps {
  /** sends the code; resolves with the server's cooldown */
  send: () => Promise<SmsSent>
  /** checks the form before sending (e.g. the phone); a reason stops the send */
  check?: () => string | null
  /** a reason to show: a failed check or the server's message */
  onProblem?: (text: string) => void
  onSent?: () => void
  disabled?: boolean
}

function cooldownFrom (value: unknown): number | null {
  const seconds = value && typeof value === 'object' ? (value as { cooldown?: unknown }).cooldown : undefined
  return typeof seconds === 'number' && Number.isFinite(seconds) && seconds > 0 ? Math.ceil(seconds) : null
}

/** The 获取验证码 button with a visible countdown, so a second tap is not taken for a lost code. */
export default function SmsCodeButton ({ send, check, onProblem, onSent, disabled = false }: SmsCodeButtonProps) {
  const [left, setLeft] = useState(0)
  const [sending, setSending] = useState(false)
  const timer = useRef<ReturnType<typeof setInterval> | null>(null)

  const stop = () => { if (timer.current) clearInterval(timer.current); timer.current = null }
  useEffect(() => stop, [])

  const countFrom = (seconds: number) => {
    stop()
    setLeft(seconds)
    timer.current = setInterval(() => {
      setLeft((now) => {
        if (now <= 1) { stop(); return 0 }
        return now - 1
      })
    }, 1000)
  }

  const onTap = async () => {
    if (disabled || sending || left > 0) return
    const problem = check?.() ?? null
    if (problem) { onProblem?.(problem); return }
    setSending(true)
    try {
      const sent = await send()
      countFrom(cooldownFrom(sent) ?? SMS_COOLDOWN_SECONDS)
      onSent?.()
    } catch (error) {
      // 4029: the server still counts down from an earlier code; show its remaining time
      const serverCooldown = isApiError(error) ? cooldownFrom(error.data) : null
      if (serverCooldown) countFrom(serverCooldown)
      onProblem?.(isApiError(error) && error.serverMessage ? error.serverMessage : '验证码发送失败，请稍后重试')
    } finally {
      setSending(false)
    }
  }

  const waiting = left > 0
  const text = sending ? '发送中…' : waiting ? `${left}s 后重发` : '获取验证码'
  return (
    <Text
      className={`sms-code-button${waiting || sending || disabled ? ' sms-code-button--off' : ''}`}
      onClick={onTap}
      aria-disabled={waiting || sending || disabled}
    >
      {text}
    </Text>
  )
}
