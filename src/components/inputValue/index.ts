/**
 * An Input's onInput handler that reads Taro's `detail.value` and ignores events without
 * one (a bare native input event reaching the host carries no detail).
 */
export function onValue (handler: (value: string) => void): (event: { detail?: { value?: unknown } }) => void {
  return (event) => {
    const value = event?.detail?.value
    if (typeof value === 'string') handler(value)
  }
}
