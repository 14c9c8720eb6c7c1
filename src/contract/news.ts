/** 资讯 (news) and 在线客服 (consultation). */
import { array, boolean, nullable, object, picklist, string } from 'valibot'
import { CountSchema, MoneySchema, TimeSchema, pageOf } from './common'

export const NewsCategorySchema = object({ key: string(), name: string() })
export const NewsCategoriesSchema = array(NewsCategorySchema)
export const NewsBriefSchema = object({
  article_id: CountSchema,
  title: string(),
  summary: string(),
  category: string(),
  category_name: string(),
  updated_at: TimeSchema
})
export const NewsPageSchema = pageOf(NewsBriefSchema)

export const ConsultSenderSchema = picklist(['user', 'service'])
export const ConsultOrderSchema = object({ order_id: string(), item_name: string(), status_text: string(), pay_amount: MoneySchema })
export const ConsultMessageSchema = object({
  message_id: CountSchema,
  sender: ConsultSenderSchema,
  content: string(),
  order: nullable(ConsultOrderSchema),
  created_at: TimeSchema
})
export const ConsultHistorySchema = object({ list: array(ConsultMessageSchema), has_more: boolean() })
export const ConsultSentSchema = object({ asked: ConsultMessageSchema, reply: ConsultMessageSchema })
export const ConsultFaqSchema = array(object({ key: string(), question: string() }))
