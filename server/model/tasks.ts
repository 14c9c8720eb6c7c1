import type { Deps } from '../deps'
import type { TaskCentre, TaskView } from '../../types/api'
import { TASKS, type TaskDef } from '../domain/tasks'
import { beijingDate, beijingDayStart } from '../domain/beijingDay'
import { formatCents } from '../domain/money'
import { fail, Status } from '../domain/status'
import { applyGrant, couponOrItsValue } from './rewards'
import { settlementOf, settlementParams, settlesAt, type Settlement } from './settledTrades'

/** The task centre (server/README.md "Tasks and invites"): progress counted from what the user really did, each reward claimed once per period. */

/** Task progress: `done` counts towards the target; `pending` are the user's purchases that have not settled yet. */
interface Progress { done: number, pending: number }

/**
 * The user's purchases that settled at or after `since` (completed and past their reversal window,
 * model/settledTrades.ts), and those still pending; a cancelled or unpaid order is neither.
 */
function purchasesSettledSince (deps: Deps, userId: number, since: number): Progress {
  const rows = deps.db.prepare(`SELECT ${settlementOf('o')} AS s, COUNT(*) AS n FROM orders o
    WHERE o.buyer_id = ? AND o.paid_at IS NOT NULL AND (${settlementOf('o')} = 'pending' OR ${settlesAt('o')} >= ?) GROUP BY s`)
    .all(userId, since, settlementParams(deps)) as Array<{ s: Settlement | null, n: number }>
  return { done: rows.find((r) => r.s === 'settled')?.n ?? 0, pending: rows.find((r) => r.s === 'pending')?.n ?? 0 }
}

/** How far the user is, counted from the real tables (sessions, ledger, orders, listings). */
function progressOf (deps: Deps, userId: number, task: TaskDef): Progress {
  const { db } = deps
  const today = beijingDayStart(deps.now())
  const count = (sql: string, ...params: unknown[]): Progress => ({ done: (db.prepare(sql).get(...params) as { n: number }).n, pending: 0 })
  switch (task.key) {
    case 'daily_login': return count('SELECT COUNT(*) AS n FROM sessions WHERE user_id = ? AND created_at >= ?', userId, today)
    // a purchase counts on the Beijing day it settles (for CS2, 7 days after the trade)
    case 'daily_purchase': return purchasesSettledSince(deps, userId, today)
    case 'daily_listing': return count('SELECT COUNT(*) AS n FROM listings WHERE seller_id = ? AND created_at >= ?', userId, today)
    case 'bind_steam': return count('SELECT COUNT(*) AS n FROM users WHERE id = ? AND steam_id IS NOT NULL', userId)
    case 'first_recharge': return count("SELECT COUNT(*) AS n FROM ledger WHERE user_id = ? AND kind = 'recharge'", userId)
    case 'first_purchase': return purchasesSettledSince(deps, userId, 0)
    case 'first_listing': return count('SELECT COUNT(*) AS n FROM listings WHERE seller_id = ?', userId)
    default: return { done: 0, pending: 0 }
  }
}

const periodOf = (deps: Deps, task: TaskDef): string => task.kind === 'daily' ? beijingDate(deps.now()) : 'once'

function rewardText (deps: Deps, task: TaskDef): string {
  if (task.reward.kind === 'balance') return `¥${formatCents(task.reward.amount)}`
  const row = deps.db.prepare('SELECT name FROM coupon_templates WHERE id = ?').get(task.reward.ref) as { name: string } | undefined
  return `优惠券 ${row?.name ?? ''}`.trim()
}

function view (deps: Deps, userId: number, task: TaskDef): TaskView {
  const counted = progressOf(deps, userId, task)
  const progress = Math.min(counted.done, task.target)
  const claimed = deps.db.prepare('SELECT 1 FROM task_claims WHERE user_id = ? AND task_key = ? AND period = ?').get(
    userId,
    task.key,
    periodOf(deps, task)
  ) !== undefined
  return {
    key: task.key, kind: task.kind, title: task.title, desc: task.desc, progress, pending_progress: counted.pending, target: task.target,
    state: claimed ? 'claimed' : progress >= task.target ? 'claimable' : 'todo',
    reward_kind: task.reward.kind, reward_text: rewardText(deps, task), action_url: task.action_url
  }
}

export function taskCentre (deps: Deps, userId: number): TaskCentre {
  const tasks = TASKS.map((task) => view(deps, userId, task))
  const earned = deps.db.prepare(`SELECT COALESCE(SUM(amount_cents), 0) AS n FROM ledger WHERE user_id = ? AND kind = 'reward'
      AND ref LIKE 'task:%'`).get(userId) as { n: number }
  return { daily: tasks.filter((t) => t.kind === 'daily'), newbie: tasks.filter((t) => t.kind === 'newbie'), earned: formatCents(earned.n) }
}

/** Claims a finished task's reward once per period (the unique claim row makes parallel claims pay once). */
export function claimTask (deps: Deps, userId: number, key: string): TaskView {
  const task = TASKS.find((t) => t.key === key) ?? fail(Status.notFound, '任务不存在')
  return deps.db.transaction(() => {
    const now = view(deps, userId, task)
    if (now.state === 'claimed') fail(Status.conflict, '奖励已领取')
    if (now.state === 'todo') fail(Status.conflict, '任务尚未完成')
    const period = periodOf(deps, task)
    deps.db.prepare('INSERT INTO task_claims (user_id, task_key, period, created_at) VALUES (?, ?, ?, ?)').run(userId, task.key, period, deps.now())
    const ref = `task:${task.key}:${period}`
    const grant = couponOrItsValue(deps, userId, { kind: task.reward.kind, amount: task.reward.amount, ref: task.reward.ref, wear: null })
    applyGrant(deps, userId, grant, ref, `任务奖励：${task.title}`)
    return view(deps, userId, task)
  }).immediate()
}
