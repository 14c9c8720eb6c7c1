import type { TestApi } from './apiClient'

/** The signed notification the simulated Alipay cashier at `cashierUrl` sends for 确认付款 (paid) or 取消付款 (cancel). */
export async function cashierNotice (api: TestApi, cashierUrl: string, result: 'paid' | 'cancel'): Promise<Record<string, string>> {
  const page = await api.raw({ method: 'GET', url: cashierUrl })
  const notices = /notices=(.*?);\n/.exec(page.body)
  if (!notices) throw new Error(`no cashier page at ${cashierUrl}: ${page.body.slice(0, 200)}`)
  return (JSON.parse(notices[1]) as Record<'paid' | 'cancel', Record<string, string>>)[result]
}
