import type { LoginResult } from '../../types/api'
import { agreeAgreement, agreementVersions } from '@/services/content'
import type { RootStore } from '@/stores/root'
import { startPollAfterLogin } from '@/stores/startup'
import { backOrReplace, loginTarget } from '@/lib/navigation'

/**
 * After any login (SMS, password, Steam, partner, mini-program): keep the user, record the
 * agreement consent, start the order poll (DESIGN 5) and go where redirect_url said.
 */
export function finishLogin (root: RootStore, result: LoginResult, redirectRaw: string | null | undefined): Promise<unknown> {
  root.user.keep(result.user)
  void recordConsent()
  startPollAfterLogin(root)
  const target = loginTarget(redirectRaw)
  // the page that asked (a tab too) may still be open below: go back to it, never a second copy (it reloads on show)
  return backOrReplace(target)
}

async function recordConsent (): Promise<void> {
  try {
    const versions = await agreementVersions()
    await Promise.all(versions.filter((v) => v.agreed_version !== v.version).map((v) => agreeAgreement(v.kind, v.version)))
  } catch {
    // consent was given on the page; the record is retried at the next login
  }
}
