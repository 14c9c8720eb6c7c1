import type { SteamCheckFinding, SteamCheckReport } from '../../../../types/api'

/** The five things the check looks at, each with the finding codes that belong to it (server/README.md "Steam account check"). */
export const CHECKS = [
  { key: 'url', title: '交易链接', note: '链接已设置且属于绑定的 Steam 账号', codes: ['steam_unbound', 'trade_url_missing', 'trade_url_mismatch'] },
  { key: 'inventory', title: '库存隐私', note: '库存公开，平台才能读取与发货', codes: ['inventory_private'] },
  { key: 'hold', title: '交易暂挂', note: '没有暂挂，饰品即时到账', codes: ['trade_hold'] },
  { key: 'guard', title: 'Steam 令牌', note: '已启用手机令牌', codes: ['steam_guard'] },
  { key: 'apikey', title: 'API Key 风险', note: '未注册可疑的 Web API Key', codes: ['api_key_risk'] }
] as const

export const SEVERITY_TEXT: Record<SteamCheckFinding['severity'], string> = { high: '高危', medium: '中危', low: '提示' }

/** A check's worst finding in the report, or null when it is clear. */
export function findingFor (report: SteamCheckReport, codes: readonly string[]): SteamCheckFinding | null {
  return report.findings.find((f) => codes.includes(f.code)) ?? null
}

export const countOf = (
  report: SteamCheckReport,
  severity: SteamCheckFinding['severity']
): number => report.findings.filter((f) => f.severity === severity).length

export const reportUrl = (reportId: number): string => `/pages/steamCheck/report?report_id=${reportId}`
export const detailUrl = (reportId: number, code: string): string => `/pages/steamCheck/detail?report_id=${reportId}&code=${code}`
