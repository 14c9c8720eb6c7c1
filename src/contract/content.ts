/** Articles, agreements, app version, short links. */
import { array, boolean, nullable, object, picklist, string } from 'valibot'
import { CountSchema, TimeSchema } from './common'

export const ArticleBriefSchema = object({ article_id: CountSchema, slug: string(), title: string(), updated_at: TimeSchema })
export const ArticleBriefsSchema = array(ArticleBriefSchema)
export const ArticleSchema = object({ ...ArticleBriefSchema.entries, kind: string(), content: string(), version: string() })
export const AgreementKindSchema = picklist(['user', 'privacy'])
export const AgreementVersionSchema = object({ kind: AgreementKindSchema, version: string(), agreed_version: nullable(string()) })
export const AgreementVersionsSchema = array(AgreementVersionSchema)
export const AgreedSchema = object({ kind: AgreementKindSchema, version: string() })
export const AppVersionSchema = object({
  version_code: CountSchema,
  version_name: string(),
  notes: string(),
  force_update: boolean(),
  url: string(),
  has_update: boolean()
})
export const ShortUrlSchema = object({ code: string(), url: string() })
