import Taro from '@tarojs/taro'

export interface SentRequest { url: string, method: string, header: Record<string, string>, data: unknown }

type Answer = { statusCode: number, data: unknown } | Error | 'hang'

/**
 * Fakes the network at the Taro.request boundary only: every call is recorded and answered
 * from the queue (the last answer repeats). 'hang' never settles; an Error rejects.
 */
export function fakeNetwork (...answers: Answer[]) {
  const sent: SentRequest[] = []
  const queue = [...answers]
  const spy = jest.spyOn(Taro, 'request').mockImplementation(((options: SentRequest) => {
    sent.push({ url: options.url, method: options.method, header: options.header, data: options.data })
    const answer = queue.length > 1 ? queue.shift()! : queue[0]
    if (answer === 'hang') return new Promise(() => undefined)
    if (answer instanceof Error) return Promise.reject(answer)
    return Promise.resolve(answer)
  }) as never)
  return { sent, spy }
}

export const envelope = (status: number, data: unknown, message = '') =>
  ({ statusCode: 200, data: JSON.stringify({ status, message, data }) })
