import type { AgreementVersion, AppVersion, Article, ArticleBrief, Coupon, CouponTemplate, ShortUrl } from '../../types/api'
import { request } from '../lib/request'
import { ensure } from './shape'

/** Help, wiki and agreement articles, app version, short links, coupons (issue 6 items 5-6). */

export function articleList (kind: 'help' | 'wiki'): Promise<ArticleBrief[]> {
  return request<ArticleBrief[]>(`/v1/article/${kind}/list`)
}
const DETAIL = '/v1/article/detail'
export function article (articleId: number): Promise<Article> {
  return request<unknown>(DETAIL, { data: { article_id: articleId } })
    .then((data) => ensure<Article>(data, (v) => typeof v.content === 'string', DETAIL, 'article'))
}
const AGREEMENT = '/v1/article/agreement'
export function agreement (kind: 'user' | 'privacy'): Promise<Article> {
  return request<unknown>(AGREEMENT, { data: { kind } })
    .then((data) => ensure<Article>(data, (v) => typeof v.content === 'string', AGREEMENT, 'agreement'))
}
export function agreementVersions (): Promise<AgreementVersion[]> {
  return request<AgreementVersion[]>('/v1/user/agreement/version', { toast: false, autoLogin: false })
}
export function agreeAgreement (kind: 'user' | 'privacy', version: string): Promise<{ kind: string, version: string }> {
  return request('/v1/user/my/agree-agreement', { method: 'POST', data: { kind, version }, toast: false })
}
export function appVersion (platform: 'android' | 'ios'): Promise<AppVersion> {
  return request<AppVersion>('/v1/sys/app-version', { data: { platform } })
}
export function resolveShortUrl (code: string): Promise<ShortUrl> {
  return request<ShortUrl>('/v1/short-url/query', { data: { code }, toast: false })
}

export function couponCentre (): Promise<CouponTemplate[]> {
  return request<CouponTemplate[]>('/v1/coupon/center', { autoLogin: false })
}
export function claimCoupon (templateId: number): Promise<Coupon> {
  return request<Coupon>('/v1/coupon/claim', { method: 'POST', data: { template_id: templateId } })
}
export function myCoupons (status?: Coupon['status']): Promise<Coupon[]> {
  return request<Coupon[]>('/v1/coupon/my-coupons', { data: { status } })
}
