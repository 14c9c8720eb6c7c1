import type { ConsultFaq, ConsultHistory, ConsultSent, NewsBrief, NewsCategory, Page } from '../../types/api'
import { ConsultFaqSchema, ConsultHistorySchema, ConsultSentSchema, NewsCategoriesSchema, NewsPageSchema } from '../contract/news'
import { request } from '../lib/request'
import { answer } from './shape'

/** 资讯 (news) and 在线客服 (consultation); an article's text is services/content article(). */

const CATEGORIES = '/v1/news/categories'
export function newsCategories (): Promise<NewsCategory[]> {
  return request<unknown>(CATEGORIES).then(answer(NewsCategoriesSchema, CATEGORIES))
}

const NEWS = '/v1/news/list'
/** One page of news, newest first; no category = every category. */
export function newsList (category: string, page: number, pageSize = 10): Promise<Page<NewsBrief>> {
  return request<unknown>(NEWS, { data: { ...(category ? { category } : {}), page, page_size: pageSize } }).then(answer(NewsPageSchema, NEWS))
}

const FAQ = '/v1/consult/faq'
export function consultFaq (): Promise<ConsultFaq> {
  return request<unknown>(FAQ).then(answer(ConsultFaqSchema, FAQ))
}

const HISTORY = '/v1/consult/history'
/** The newest messages, or those before `beforeId`; each page oldest first. */
export function consultHistory (beforeId?: number): Promise<ConsultHistory> {
  return request<unknown>(HISTORY, { data: beforeId ? { before_id: beforeId } : {} }).then(answer(ConsultHistorySchema, HISTORY))
}

const SEND = '/v1/consult/send'
/** Sends a message (with the order asked about); the client key makes a resend after a lost answer store it once. */
export function sendConsult (content: string, clientKey: string, orderId?: string): Promise<ConsultSent> {
  return request<unknown>(
    SEND,
    { method: 'POST', data: { content, client_key: clientKey, ...(orderId ? { order_id: orderId } : {}) }, toast: false }
  ).then(answer(ConsultSentSchema, SEND))
}
