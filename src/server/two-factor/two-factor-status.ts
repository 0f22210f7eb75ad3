import type { TTwoFactorStatus } from '../../shared/auth/two-factor.contract';
import type { UserRow } from '../auth/tokens';
import type { Db } from '../db/client';
import { mustEnrolSecondFactor } from './two-factor-required';
import {
  countUnusedRecoveryCodes,
  findTotp,
  listPasskeys,
  listRememberedDevices,
} from './two-factor.queries';

/** What the settings' Two-factor section shows; `currentDeviceId` marks this browser. */
export async function twoFactorStatus(
  db: Db,
  user: UserRow,
  currentDeviceId: string | null,
): Promise<TTwoFactorStatus> {
  const totp = await findTotp(db, user.id);
  return {
    totp_enabled: Boolean(totp?.confirmedAt),
    enrolment_required: await mustEnrolSecondFactor(db, user),
    recovery_codes_left: await countUnusedRecoveryCodes(db, user.id),
    passkeys: (await listPasskeys(db, user.id)).map((passkey) => ({
      id: passkey.id,
      name: passkey.name,
      created_at: passkey.createdAt.toISOString(),
      last_used_at: passkey.lastUsedAt?.toISOString() ?? null,
    })),
    remembered_devices: (await listRememberedDevices(db, user.id)).map((device) => ({
      id: device.id,
      label: device.label,
      created_at: device.createdAt.toISOString(),
      expires_at: device.expiresAt.toISOString(),
      current: device.id === currentDeviceId,
    })),
  };
}
