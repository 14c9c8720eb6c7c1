/**
 * An answer already serialised to JSON (issue 12): the item list's page is written by SQLite
 * (`model/itemSummaryJson.ts`), so no row objects are built and nothing is stringified again.
 * `T` names the shape the text holds; mount() in app.ts splices the text into the envelope.
 */
export class JsonText<T> {
  /** the shape only, for readers and the type checker: never set */
  readonly shape?: T
  constructor (readonly text: string) {}
}

/** The envelope `{status, message, data}` (status 200) as JSON, `data` being the handler's answer. */
export function okEnvelopeJson (data: unknown): string {
  return data instanceof JsonText
    ? `{"status":200,"message":"ok","data":${data.text}}`
    : JSON.stringify({ status: 200, message: 'ok', data: data ?? null })
}
