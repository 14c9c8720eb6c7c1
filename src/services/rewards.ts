import type { Campaign, CdkKey, CdkReveal, ExchangeTopic, MyRewardPage, Redemption, RedemptionPage } from '../../types/api'
import {
  CampaignSchema,
  CdkKeysSchema,
  CdkRevealSchema,
  ExchangeTopicSchema,
  MyRewardPageSchema,
  RedemptionPageSchema,
  RedemptionSchema
} from '../contract/rewards'
import { request } from '../lib/request'
import { answer } from './shape'

/** Redeem codes (CDK, activity, exchange topic), the CDK knapsack, the exchange topic, my rewards. */

const REDEEM = '/v1/cdk/redeem'
/** Redeems a code (already in its canonical form); `campaign` limits it to an activity or the topic. Refusals are said inline. */
export function redeemCode (code: string, campaign?: string): Promise<Redemption> {
  return request<unknown>(REDEEM, { method: 'POST', data: { code, campaign }, toast: false }).then(answer(RedemptionSchema, REDEEM))
}

const KNAPSACK = '/v1/cdk/knapsack'
export function cdkKeys (): Promise<CdkKey[]> {
  return request<unknown>(KNAPSACK).then(answer(CdkKeysSchema, KNAPSACK))
}

const REVEAL = '/v1/cdk/reveal'
/** Shows one key in full; the server logs every reveal. */
export function revealKey (keyId: number): Promise<CdkReveal> {
  return request<unknown>(REVEAL, { method: 'POST', data: { key_id: keyId } }).then(answer(CdkRevealSchema, REVEAL))
}

const CAMPAIGN = '/v1/cdk/campaign'
export function campaign (id: string): Promise<Campaign> {
  return request<unknown>(CAMPAIGN, { data: { campaign: id } }).then(answer(CampaignSchema, CAMPAIGN))
}

const TOPIC = '/v1/cdk/exchange/topic'
export function exchangeTopic (): Promise<ExchangeTopic> {
  return request<unknown>(TOPIC).then(answer(ExchangeTopicSchema, TOPIC))
}

const EXCHANGE = '/v1/cdk/exchange'
/** One key per exchange the user means to make: a retry after a lost answer exchanges once. */
export function exchange (rewardId: number, idempotencyKey: string): Promise<Redemption> {
  return request<unknown>(
    EXCHANGE,
    { method: 'POST', data: { reward_id: rewardId, idempotency_key: idempotencyKey }, toast: false }
  ).then(answer(RedemptionSchema, EXCHANGE))
}

const HISTORY = '/v1/cdk/history'
export function redemptionHistory (kind: 'cdk' | 'activity' | 'topic' | undefined, page: number): Promise<RedemptionPage> {
  return request<unknown>(HISTORY, { data: { kind, page, page_size: 20 } }).then(answer(RedemptionPageSchema, HISTORY))
}

const MINE = '/v1/rewards/mine'
export function myRewards (page: number): Promise<MyRewardPage> {
  return request<unknown>(MINE, { data: { page, page_size: 20 } }).then(answer(MyRewardPageSchema, MINE))
}
