import { useEffect, useRef, useState } from 'react'
import type { Payment } from '../../../types/api'
import { problemText } from '@/lib/navigation'
import { paymentStatus } from '@/services/pay'

/** Alipay's notification usually lands within seconds: read every 2 s, at most 30 times, then the user refreshes. */
export const POLL_MS = 2000
export const POLL_TRIES = 30

export interface PaymentPoll { payment: Payment | null, error: string, polling: boolean, refresh: () => void }

/** The payment's real state from the server, read until it leaves `pending` (the return query is never trusted). */
export function usePaymentPoll (payNo: string): PaymentPoll {
  const [payment, setPayment] = useState<Payment | null>(null)
  const [error, setError] = useState('')
  const [polling, setPolling] = useState(true)
  const [round, setRound] = useState(0)
  const alive = useRef(true)

  useEffect(() => {
    alive.current = true
    let timer: ReturnType<typeof setTimeout> | undefined
    const read = (tries: number) => {
      paymentStatus(payNo, false)
        .then((found) => {
          if (!alive.current) return
          setPayment(found)
          setError('')
          if (found.status === 'pending' && tries + 1 < POLL_TRIES) timer = setTimeout(() => read(tries + 1), POLL_MS)
          else setPolling(false)
        })
        .catch((failure: unknown) => {
          if (!alive.current) return
          setError(problemText(failure, '查询支付结果失败'))
          setPolling(false)
        })
    }
    setPolling(true)
    read(0)
    return () => { alive.current = false; if (timer) clearTimeout(timer) }
  }, [payNo, round])

  return { payment, error, polling, refresh: () => setRound((n) => n + 1) }
}
