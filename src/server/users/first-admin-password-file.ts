import { rm } from 'node:fs/promises';
import { join, resolve } from 'node:path';

/** Where a service's first start leaves the generated admin password (decision 0024). */
export function firstAdminPasswordFile(dataDir: string): string {
  return resolve(join(dataDir, 'first-admin-password.txt'));
}

/**
 * Once the first admin has chosen their own password, the generated one is worthless but still
 * sits on disk; removing it spares the operator a step they would forget (issue 30).
 */
export async function removeFirstAdminPasswordFile(dataDir: string): Promise<void> {
  await rm(firstAdminPasswordFile(dataDir), { force: true });
}
