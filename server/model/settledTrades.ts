import type { Deps } from '../deps'

/**
 * Earned on settled trades only (server/README.md "Promotions", "Tasks and invites", "Streamer backstage").
 * A trade earns campaign progress, task progress, invite rewards and anchor commission only once it is completed and
 * past its reversal window: `orders.proceeds_release_at`, set on completion (CS2: Steam's 7-day trade protection, the
 * same moment the seller's proceeds are released; DOTA2 and rentals: at completion). Until then it is pending (paid,
 * offer sent, or completed inside the window); an unpaid, cancelled or timed-out order never counts. Every reward reads
 * trades through `settlementOf`, so a rule that takes a trade out of all of them (e.g. a trade between linked
 * accounts) is one more WHEN in it.
 */
export type Settlement = 'settled' | 'pending'

/**
 * SQL: when the orders row aliased `o` settles (is past its reversal window). A completed row without a release time
 * (written before migration 9 recorded one, or seeded history) settles at completion, or at payment.
 */
export const settlesAt = (o: string): string => `COALESCE(${o}.proceeds_release_at, ${o}.completed_at, ${o}.paid_at)`

/**
 * SQL: 'settled', 'pending' or NULL (never counts) for the orders row aliased `o`; binds the named parameter `@now`.
 * A trade between linked accounts (`linked_reason`, model/linkedAccounts.ts) earns nobody anything.
 */
export const settlementOf = (o: string): string => `(CASE
  WHEN ${o}.linked_reason IS NOT NULL THEN NULL
  WHEN ${o}.status = 'completed' AND ${settlesAt(o)} <= @now THEN 'settled'
  WHEN ${o}.status IN ('paid', 'offer_sent', 'completed') THEN 'pending' END)`

/** The named parameters `settlementOf` needs, passed with a statement's other (positional) parameters. */
export const settlementParams = (deps: Deps): { now: number } => ({ now: deps.now() })
