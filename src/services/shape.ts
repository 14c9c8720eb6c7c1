import { safeParse, type GenericSchema, type InferOutput } from 'valibot'
import { apiPath, ApiError } from '../lib/request'

/**
 * Every service parses its answer with the wire schema (src/contract), so an odd answer
 * becomes a bad-data ApiError the page's error state shows, never a crash deep in a page
 * (a malformed answer is an error, not a crash later). The detail names the first field that did not fit.
 */
export function parse<S extends GenericSchema> (schema: S, data: unknown, path: string): InferOutput<S> {
  const result = safeParse(schema, data)
  if (result.success) return result.output
  const issue = result.issues[0]
  const field = issue.path?.map((step) => String(step.key)).join('.') || 'data'
  throw new ApiError('bad-data', { path: apiPath(path), detail: `unexpected ${field}: ${issue.message}` })
}

/** `request(...).then(answer(Schema, PATH))`: the parse step of one call. */
export const answer = <S extends GenericSchema>(schema: S, path: string) => (data: unknown): InferOutput<S> => parse(schema, data, path)
