import { fail, Status } from '../domain/status'

export interface PartyAnswer { status: number, text: string }

/**
 * One HTTP call to an outside party, body included, within `timeoutMs`: a time-out, a refused connection or a broken
 * answer is 5000 with `unreachable` (the caller has changed nothing yet).
 */
export async function callParty (url: string, init: RequestInit, timeoutMs: number, unreachable: string): Promise<PartyAnswer> {
  try {
    const response = await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs), redirect: 'error' })
    return { status: response.status, text: await response.text() }
  } catch {
    return fail(Status.server, unreachable)
  }
}

/** A JSON answer's body, or 5000 with `unreachable` when it is not JSON (a proxy's error page, a cut answer). */
export function jsonOf (answer: PartyAnswer, unreachable: string): unknown {
  try {
    return JSON.parse(answer.text) as unknown
  } catch {
    return fail(Status.server, unreachable)
  }
}
