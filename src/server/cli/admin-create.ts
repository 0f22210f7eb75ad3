import { createInterface } from 'node:readline/promises';
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { loadConfig } from '../config';
import { runCommand, withAppDatabase } from '../lib/command';
import { createAdmin } from '../users/bootstrap-admin';
import { findUserByEmail } from '../users/users.queries';
import { emailField, newPasswordField } from '../../shared/validation/fields';

/** `npm run admin:create -- --email E --password P [--name N]`; asks for what is missing. */
const { values } = parseArgs({
  options: { email: { type: 'string' }, password: { type: 'string' }, name: { type: 'string' } },
});

async function ask(question: string): Promise<string> {
  if (!process.stdin.isTTY)
    throw new Error(`${question.trim()} is required (use --email / --password)`);
  const prompt = createInterface({ input: process.stdin, output: process.stdout });
  try {
    return await prompt.question(question);
  } finally {
    prompt.close();
  }
}

async function main(): Promise<number> {
  const email = emailField.safeParse(values.email ?? (await ask('E-mail: ')));
  if (!email.success) {
    console.error('That is not a valid e-mail address.');
    return 1;
  }
  const password = newPasswordField.safeParse(
    values.password ?? (await ask('Password (12+ characters, hard to guess): ')),
  );
  if (!password.success) {
    console.error('The password must have 12 to 128 characters.');
    return 1;
  }
  const name = z.string().trim().min(1).max(120).catch('Administrator').parse(values.name);

  return withAppDatabase(loadConfig(), 'npm run admin:create', async (database) => {
    if (await findUserByEmail(database.db, email.data)) {
      console.error(`A user with the e-mail ${email.data} already exists.`);
      return 1;
    }
    await createAdmin(database.db, { email: email.data, password: password.data, name });
    console.log(`Admin ${email.data} created.`);
    return 0;
  });
}

await runCommand(main);
