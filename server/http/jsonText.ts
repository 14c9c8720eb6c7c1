import { JsonText } from '../domain/jsonText'

/** The envelope `{status, message, data}` (status 200) as JSON, `data` being the handler's answer. */
export function okEnvelopeJson (data: unknown): string {
  return data instanceof JsonText
    ? `{"status":200,"message":"ok","data":${data.text}}`
    : JSON.stringify({ status: 200, message: 'ok', data: data ?? null })
}
