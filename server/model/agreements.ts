import type { Deps } from '../deps'
import type { AgreementVersion } from '../../types/api'

/** The current version of each agreement (user, privacy). */
export const agreementVersions = (deps: Deps): { kind: AgreementVersion['kind'], version: string }[] =>
  deps.db.prepare("SELECT slug AS kind, version FROM articles WHERE kind = 'agreement'").all() as { kind: AgreementVersion['kind'], version: string }[]

/** The current version of one agreement. */
export const agreementVersion = (deps: Deps, kind: AgreementVersion['kind']): string =>
  (deps.db.prepare("SELECT version FROM articles WHERE kind = 'agreement' AND slug = ?").get(kind) as { version: string }).version

/** The versions the user agreed to, one per kind. */
export const agreedVersions = (deps: Deps, userId: number): { kind: string, version: string }[] =>
  deps.db.prepare('SELECT kind, version FROM agreements WHERE user_id = ?').all(userId) as { kind: string, version: string }[]

/** Records the user's agreement to a version (the latest agreement of a kind replaces the one before). */
export function agree (deps: Deps, userId: number, kind: AgreementVersion['kind'], version: string): void {
  deps.db.prepare(`INSERT INTO agreements (user_id, kind, version, agreed_at) VALUES (?, ?, ?, ?)
    ON CONFLICT (user_id, kind) DO UPDATE SET version = excluded.version, agreed_at = excluded.agreed_at`).run(userId, kind, version, deps.now())
}
