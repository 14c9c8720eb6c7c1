import type { LoginResult } from '../../../../types/api'
import { requestSettings } from '@/lib/request'
import { readToken } from '@/lib/token'
import { agreeAgreement, agreementVersions } from '@/services/content'
import type { RootStore } from '@/stores/root'
import { startPollAfterLogin } from '@/stores/startup'
import { backOrReplace, loginTarget, openRoute } from './navigation'

export function hasToken (): boolean {
  return readToken(requestSettings().platform) !== ''
}

/**
 * After any login (SMS, password, Steam, partner, mini-program): keep the user, record the
 * agreement consent, start the order poll (DESIGN 5) and go where redirect_url said.
 */
export function finishLogin (root: RootStore, result: LoginResult, redirectRaw: string | null | undefined): Promise<unknown> {
  root.user.keep(result.user)
  void recordConsent()
  startPollAfterLogin(root)
  const target = loginTarget(redirectRaw)
  // the page that asked for the login may still be open below: go back to it (it reloads on show)
  return target.startsWith('/pages/user/index') || target.startsWith('/pages/market/home/index') ? openRoute(target, 'replace') : backOrReplace(target)
}

async function recordConsent (): Promise<void> {
  try {
    const versions = await agreementVersions()
    await Promise.all(versions.filter((v) => v.agreed_version !== v.version).map((v) => agreeAgreement(v.kind, v.version)))
  } catch {
    // consent was given on the page; the record is retried at the next login
  }
}
