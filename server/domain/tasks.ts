/** Tasks and invites (server/README.md "Tasks and invites"): the task table, rewards and the invite code rule. */

export type TaskKind = 'daily' | 'newbie'
/** balance in cents, or a coupon template id */
export interface TaskReward { kind: 'balance' | 'coupon', amount: number, ref: number | null }
export interface TaskDef { key: string, kind: TaskKind, title: string, desc: string, target: number, reward: TaskReward, action_url: string }

const cents = (amount: number): TaskReward => ({ kind: 'balance', amount, ref: null })
export const TASKS: readonly TaskDef[] = [
  { key: 'daily_login', kind: 'daily', title: '每日登录', desc: '今天登录一次 C5', target: 1, reward: cents(10), action_url: '/pages/index/index' },
  {
    key: 'daily_purchase',
    kind: 'daily',
    title: '今日结算 1 笔购买',
    desc: '购买的饰品交易完成并过了保护期（CS2 7 天）当天可领',
    target: 1,
    reward: cents(50),
    action_url: '/pages/index/index'
  },
  { key: 'daily_listing', kind: 'daily', title: '今日上架 3 件饰品', desc: '在「我的库存」上架出售', target: 3, reward: cents(30), action_url: '/pages/sell/inventory/index' },
  { key: 'bind_steam', kind: 'newbie', title: '绑定 Steam 账号', desc: '绑定后即可收发饰品', target: 1, reward: cents(200), action_url: '/pages/user/steambind' },
  { key: 'first_recharge', kind: 'newbie', title: '首次充值', desc: '充值任意金额', target: 1, reward: cents(500), action_url: '/pages/user/recharge/index' },
  {
    key: 'first_purchase',
    kind: 'newbie',
    title: '完成首笔购买',
    desc: '首笔购买交易完成并过了保护期（CS2 7 天）',
    target: 1,
    reward: { kind: 'coupon', amount: 0, ref: 2 },
    action_url: '/pages/index/index'
  },
  { key: 'first_listing', kind: 'newbie', title: '首次上架饰品', desc: '上架一件库存饰品', target: 1, reward: cents(300), action_url: '/pages/sell/inventory/index' }
]
export const TASK_KEYS = TASKS.map((task) => task.key)

/** What the inviter earns once an invitee's first purchase has settled (completed and past its reversal window). */
export const INVITE_REWARD_CENTS = 500
/** A code may be bound by an account at most this old (seconds) that has bought nothing yet. */
export const INVITE_NEW_USER_SECONDS = 86400


// An invite code is the user id, scrambled and written in base 36 (6+ characters), so it is stable and needs no table.
const MUL = 7919
const OFFSET = 60466176 // 36^5: every code has at least 6 characters
export const inviteCode = (userId: number): string => (userId * MUL + OFFSET).toString(36).toUpperCase()
export function inviterOf (code: string): number | null {
  if (!/^[0-9A-Z]{6,10}$/.test(code)) return null
  const raw = parseInt(code, 36) - OFFSET
  return raw > 0 && raw % MUL === 0 ? raw / MUL : null
}
