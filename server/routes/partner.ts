import type { Api } from '../http/context'
import type { LoginResult } from '../../types/api'
import { parse, str } from '../http/validate'
import { startSession } from '../model/sessions'
import { createUser, setPartnerUid, userIdByPartnerUid } from '../model/users'
import { spendNonce } from '../model/usedNonces'
import { fail, Status } from '../domain/status'
import { atomically } from '../model/transaction'

/**
 * Partner single sign-on (client id 8). The partner's login page sends the browser back
 * to /pages/user/catLogin with a one-time `ticket` (signed, 5-minute expiry) and the app's `state`;
 * `/passport/partner` exchanges the ticket once for a session of the partner's user (found or created).
 * The partnerLogin provider checks the ticket; the marketplace refuses its second use.
 */
export function partnerRoutes (api: Api): void {
  const { deps } = api
  const { db } = deps

  api.write('/passport/partner', (call): LoginResult => {
    const input = parse(call.params, { ticket: str('合作方登录凭证', { max: 500 }) })
    const now = deps.now()
    const { uid, jti } = deps.providers.partnerLogin.verifyTicket(input.ticket, now)
    if (!spendNonce(db, 'partner', jti, now)) fail(Status.badSign, '合作方登录凭证已使用过，请重新登录')
    return atomically(deps, () => {
      let id = userIdByPartnerUid(db, uid)
      if (id === undefined) {
        id = createUser(db, { nickname: `合作方用户${uid.slice(-4)}` }, deps.now()).id
        setPartnerUid(db, id, uid)
      }
      return startSession(deps, id)
    })
  })
}
