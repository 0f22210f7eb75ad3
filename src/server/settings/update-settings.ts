import { settings } from '../db/schema';
import type { Db } from '../db/client';
import { recordAudit } from '../audit/record-audit';
import type { AppConfig } from '../config';
import type { AppSettings } from '../../shared/settings/settings.contract';
import { readAppSettings } from './app-settings';

/**
 * Saves the settings an admin changed, each with an audit row (before and after) in the same
 * transaction. Unchanged values write nothing, so the audit list shows only real changes.
 */
export async function updateSettings(
  db: Db,
  config: AppConfig,
  actorUserId: string,
  changes: Partial<AppSettings>,
): Promise<AppSettings> {
  return db.transaction(async (tx) => {
    const current = await readAppSettings(tx, config);
    for (const [key, value] of Object.entries(changes)) {
      const before = current[key as keyof AppSettings];
      if (value === undefined || JSON.stringify(before) === JSON.stringify(value)) continue;
      await tx
        .insert(settings)
        .values({ key, value })
        .onConflictDoUpdate({ target: settings.key, set: { value } });
      await recordAudit(tx, {
        actorUserId,
        action: 'setting.changed',
        entityType: 'setting',
        entityId: key,
        before: { value: before },
        after: { value },
      });
    }
    return readAppSettings(tx, config);
  });
}
