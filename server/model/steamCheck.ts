import type { Deps } from '../deps'
import type { UserRow } from './users'
import type { SteamCheckFinding, SteamCheckReport } from '../../types/api'
import type { SteamAccountFacts } from '../providers/steamWebApi'
import { fail, Status } from '../domain/status'

/**
 * The Steam account check (server/README.md "Steam account check"): one engine behind both the full check
 * (/v1/steam/check/*) and the 3104 trade gate (/v1/steam/health/create). Severity high blocks trading.
 */

/** Steam's account id offset: a trade URL's partner is the 64-bit Steam id minus this. */
const STEAM_ID_BASE = BigInt('76561197960265728')
export const partnerOf = (tradeUrl: string): string | null => /[?&]partner=(\d+)/.exec(tradeUrl)?.[1] ?? null

type Rule = Omit<SteamCheckFinding, 'code'>
const GUIDE = '/pages/guidance/steam'
const RULES = {
  steam_unbound: {
    severity: 'high',
    title: '未绑定 Steam 账号',
    summary: '未绑定 Steam 账号无法收发饰品。',
    steps: ['进入「我的 - 绑定 Steam」', '登录 Steam 并授权', '返回本页重新检测'],
    fix_text: '去绑定',
    fix_url: '/pages/user/steambind'
  },
  trade_url_missing: {
    severity: 'high',
    title: '未设置交易链接',
    summary: '没有交易链接，卖家无法向你发送报价。',
    steps: ['在 Steam 打开「库存 - 交易报价 - 谁能向我发送交易报价」', '复制交易链接', '粘贴到「设置 - 交易链接」并保存'],
    fix_text: '去设置',
    fix_url: '/pages/user/setting/steam'
  },
  trade_url_mismatch: {
    severity: 'high',
    title: '交易链接与绑定账号不一致',
    summary: '交易链接属于另一个 Steam 账号，饰品会发到别人的库存。',
    steps: ['登录已绑定的 Steam 账号', '重新复制该账号的交易链接', '在「设置 - 交易链接」中替换并保存'],
    fix_text: '去修改',
    fix_url: '/pages/user/setting/steam'
  },
  inventory_private: {
    severity: 'high',
    title: '库存未公开',
    summary: '库存隐私不是「公开」，平台无法读取你的饰品，报价会失败。',
    steps: ['Steam 个人资料 - 编辑个人资料 - 隐私设置', '将「库存」设为「公开」', '保存后等待约 5 分钟再检测'],
    fix_text: '查看指引',
    fix_url: GUIDE
  },
  steam_guard: {
    severity: 'medium',
    title: '未启用手机令牌',
    summary: '未启用 Steam 手机令牌，每笔交易会被暂挂 15 天。',
    steps: ['在手机上安装 Steam 应用', '「Steam 令牌」中添加验证器', '启用 7 天后交易不再暂挂'],
    fix_text: '查看指引',
    fix_url: GUIDE
  },
  trade_hold: {
    severity: 'medium',
    title: '交易暂挂',
    summary: '账号近期有安全变更，Steam 会暂挂交易。',
    steps: ['暂挂期间仍可购买，饰品到账会延后', '避免频繁更改密码或令牌', '暂挂结束后重新检测'],
    fix_text: '查看指引',
    fix_url: GUIDE
  },
  api_key_risk: {
    severity: 'medium',
    title: 'Web API Key 风险',
    summary: '账号注册了 Web API Key，诈骗者常借此拦截并替换交易报价。',
    steps: ['打开 steamcommunity.com/dev/apikey', '若不是你本人注册，点击「注销我的 API 密钥」', '随后修改 Steam 密码并重新检测'],
    fix_text: '查看指引',
    fix_url: GUIDE
  }
} satisfies Record<string, Rule>
type Code = keyof typeof RULES

const finding = (code: Code, title?: string): SteamCheckFinding => ({ code, ...RULES[code], title: title ?? RULES[code].title })

/**
 * Every finding for the user's account, blocking ones first. Pure: reads only the user row and what Steam says of the
 * account (null when none is bound); a fact Steam did not tell gives no finding.
 */
export function inspectAccount (user: Pick<UserRow, 'steam_id' | 'trade_url'>, side: SteamAccountFacts | null): SteamCheckFinding[] {
  const found: SteamCheckFinding[] = []
  if (!user.steam_id) found.push(finding('steam_unbound'))
  if (!user.trade_url) found.push(finding('trade_url_missing'))
  else if (user.steam_id && partnerOf(user.trade_url) !== String(BigInt(user.steam_id) - STEAM_ID_BASE)) found.push(finding('trade_url_mismatch'))
  if (!user.steam_id || !side) return found
  if (!side.inventoryPublic) found.push(finding('inventory_private'))
  if (side.mobileGuard === false) found.push(finding('steam_guard'))
  else if (side.tradeHoldDays) found.push(finding('trade_hold', `交易暂挂 ${side.tradeHoldDays} 天`))
  if (side.apiKey) found.push(finding('api_key_risk'))
  return found
}

interface ReportRow { id: number, user_id: number, passed: number, findings_json: string, created_at: number }
const toReport = (row: ReportRow): SteamCheckReport => ({
  report_id: row.id, passed: row.passed === 1, checked_at: row.created_at, findings: JSON.parse(row.findings_json) as SteamCheckFinding[]
})

/** Asks Steam about the account, runs the check, stores the report and sets the trade gate (users.health_checked) from it. */
export async function runSteamCheck (deps: Deps, user: UserRow): Promise<SteamCheckReport> {
  const findings = inspectAccount(user, user.steam_id ? await deps.providers.steamWebApi.accountFacts(user.steam_id) : null)
  const passed = !findings.some((f) => f.severity === 'high')
  return deps.db.transaction(() => {
    deps.db.prepare('UPDATE users SET health_checked = ? WHERE id = ?').run(passed ? 1 : 0, user.id)
    const id = Number(deps.db.prepare('INSERT INTO steam_checks (user_id, passed, findings_json, created_at) VALUES (?, ?, ?, ?)')
      .run(user.id, passed ? 1 : 0, JSON.stringify(findings), deps.now()).lastInsertRowid)
    return { report_id: id, passed, checked_at: deps.now(), findings }
  })()
}

/** A stored report of the user (the latest without an id); another user's id answers like an unknown one. */
export function steamCheckReport (deps: Deps, userId: number, reportId?: number): SteamCheckReport | null {
  const row = reportId
    ? deps.db.prepare('SELECT * FROM steam_checks WHERE id = ? AND user_id = ?').get(reportId, userId) as ReportRow | undefined
    : deps.db.prepare('SELECT * FROM steam_checks WHERE user_id = ? ORDER BY id DESC LIMIT 1').get(userId) as ReportRow | undefined
  if (!row && reportId) fail(Status.notFound, '检测报告不存在')
  return row ? toReport(row) : null
}
