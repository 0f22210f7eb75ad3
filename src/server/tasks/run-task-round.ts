import type { Db } from '../db/client';
import { sendTaskDigests } from './send-task-digests';
import { sendTaskReminders } from './send-task-reminders';

/** The tasks' minute round (main.ts): due reminders, then digests whose time has come. */
export async function runTaskRound(db: Db, now: Date): Promise<number> {
  const reminded = await sendTaskReminders(db, now);
  return reminded + (await sendTaskDigests(db, now));
}
