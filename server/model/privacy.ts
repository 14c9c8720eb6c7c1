import type { Db } from '../db/database'
import type { PrivacyKey, PrivacySettings } from '../../types/api'

/** A user's privacy switches (server/README.md "Privacy settings"): a user without a row has the defaults. */

export const PRIVACY_KEYS: readonly PrivacyKey[] = ['inventory_public', 'personalized', 'trade_history_public']
export const PRIVACY_DEFAULTS: PrivacySettings = { inventory_public: true, personalized: true, trade_history_public: false }

export function privacySettings (db: Db, userId: number): PrivacySettings {
  const row = db.prepare(`SELECT inventory_public, personalized, trade_history_public FROM privacy_settings
      WHERE user_id = ?`).get(userId) as Record<PrivacyKey, number> | undefined
  if (!row) return { ...PRIVACY_DEFAULTS }
  return { inventory_public: row.inventory_public === 1, personalized: row.personalized === 1, trade_history_public: row.trade_history_public === 1 }
}

/** Whether `viewerId` may see `ownerId`'s inventory items: their own always, another user's while 库存公开 is on. */
export const inventoryVisibleTo = (db: Db, ownerId: number, viewerId: number): boolean =>
  ownerId === viewerId || privacySettings(db, ownerId).inventory_public

/** Saves every privacy setting of the user (the first save makes the row). */
export function savePrivacySettings (db: Db, userId: number, settings: PrivacySettings, now: number): void {
  db.prepare(`INSERT INTO privacy_settings (user_id, inventory_public, personalized, trade_history_public, updated_at) VALUES (?, ?, ?, ?, ?)
    ON CONFLICT (user_id) DO UPDATE SET inventory_public = excluded.inventory_public, personalized = excluded.personalized,
      trade_history_public = excluded.trade_history_public, updated_at = excluded.updated_at`)
    .run(userId, settings.inventory_public ? 1 : 0, settings.personalized ? 1 : 0, settings.trade_history_public ? 1 : 0, now)
}
