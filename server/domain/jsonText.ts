/**
 * An answer already serialised to JSON: the item list's page is written by SQLite
 * (`model/itemSummaryJson.ts`), so no row objects are built and nothing is stringified again.
 * `T` names the shape the text holds; mount() in app.ts splices the text into the envelope.
 */
export class JsonText<T> {
  /** the shape only, for readers and the type checker: never set */
  readonly shape?: T
  constructor (readonly text: string) {}
}
