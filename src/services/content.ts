import type { AgreementVersion, AppVersion, Article, ArticleBrief, Coupon, CouponTemplate, ShortUrl } from '../../types/api'
import { AgreedSchema, AgreementVersionsSchema, AppVersionSchema, ArticleBriefsSchema, ArticleSchema, ShortUrlSchema } from '../contract/content'
import { CouponSchema, CouponsSchema, CouponTemplatesSchema } from '../contract/buying'
import { request } from '../lib/request'
import { answer } from './shape'

/** Help, wiki and agreement articles, app version, short links, coupons. */

export function articleList (kind: 'help' | 'wiki'): Promise<ArticleBrief[]> {
  const path = `/v1/article/${kind}/list`
  return request<unknown>(path).then(answer(ArticleBriefsSchema, path))
}
const DETAIL = '/v1/article/detail'
export function article (articleId: number): Promise<Article> {
  return request<unknown>(DETAIL, { data: { article_id: articleId } }).then(answer(ArticleSchema, DETAIL))
}
const AGREEMENT = '/v1/article/agreement'
export function agreement (kind: 'user' | 'privacy'): Promise<Article> {
  return request<unknown>(AGREEMENT, { data: { kind } }).then(answer(ArticleSchema, AGREEMENT))
}
const VERSIONS = '/v1/user/agreement/version'
export function agreementVersions (): Promise<AgreementVersion[]> {
  return request<unknown>(VERSIONS, { toast: false, autoLogin: false }).then(answer(AgreementVersionsSchema, VERSIONS))
}
const AGREE = '/v1/user/my/agree-agreement'
export function agreeAgreement (kind: 'user' | 'privacy', version: string): Promise<{ kind: string, version: string }> {
  return request<unknown>(AGREE, { method: 'POST', data: { kind, version }, toast: false }).then(answer(AgreedSchema, AGREE))
}
const APP_VERSION = '/v1/sys/app-version'
export function appVersion (platform: 'android' | 'ios'): Promise<AppVersion> {
  return request<unknown>(APP_VERSION, { data: { platform } }).then(answer(AppVersionSchema, APP_VERSION))
}
const SHORT_URL = '/v1/short-url/query'
export function resolveShortUrl (code: string): Promise<ShortUrl> {
  return request<unknown>(SHORT_URL, { data: { code }, toast: false }).then(answer(ShortUrlSchema, SHORT_URL))
}

const CENTRE = '/v1/coupon/center'
export function couponCentre (): Promise<CouponTemplate[]> {
  return request<unknown>(CENTRE, { autoLogin: false }).then(answer(CouponTemplatesSchema, CENTRE))
}
const CLAIM = '/v1/coupon/claim'
export function claimCoupon (templateId: number): Promise<Coupon> {
  return request<unknown>(CLAIM, { method: 'POST', data: { template_id: templateId } }).then(answer(CouponSchema, CLAIM))
}
const MY_COUPONS = '/v1/coupon/my-coupons'
/** The user's coupons (red envelopes, a coupon kind, have their own page: services/redpack). */
export function myCoupons (status?: Coupon['status']): Promise<Coupon[]> {
  return request<unknown>(MY_COUPONS, { data: { status, kind: 'coupon' } }).then(answer(CouponsSchema, MY_COUPONS))
}
