import { count } from 'drizzle-orm';
import type { Config } from '../../config';
import { generatePassword, hashPassword } from '../../lib/passwords';
import { createDiskStorage } from '../../lib/storage';
import type { Db } from '../client';
import { seedDemoHistory } from '../generate/demo-history';
import { organisations, users } from '../schema';
import { seedDemo } from './demo';
import { builtInForms } from './library';
import { installLibrary } from './library-loader';

export interface BootstrapReport {
  /** Lines telling the operator how to sign in; printed once, never logged. */
  lines: string[];
}

/**
 * First start on an empty database: the L1 administrator from ADMIN_USER / ADMIN_PASSWORD (or a generated
 * password), and with SEED_DEMO the demo organisations. Every start installs library forms not installed
 * yet; nothing else changes on later starts.
 */
export async function bootstrap(db: Db, config: Config): Promise<BootstrapReport> {
  const lines: string[] = [];
  const [userCount] = await db.select({ n: count() }).from(users);
  if ((userCount?.n ?? 0) === 0) {
    const password = config.admin.password ?? generatePassword();
    await db.insert(users).values({
      userId: config.admin.user,
      email: config.admin.email,
      // The home page greets by first name: 'Welcome, Administrator'.
      firstName: 'Administrator',
      lastName: 'Account',
      accessLevel: 1,
      jobTitle: 'Administrator',
      passwordHash: await hashPassword(password),
    });
    lines.push(
      `Created the L1 administrator "${config.admin.user}"` +
        (config.admin.password
          ? ' with the password from ADMIN_PASSWORD.'
          : ` with the password: ${password}`),
    );
  }
  const installed = await installLibrary(db, builtInForms);
  if (installed.length) lines.push(`Installed ${installed.length} built-in inspection forms.`);
  if (config.seedDemo) {
    const [orgCount] = await db.select({ n: count() }).from(organisations);
    if ((orgCount?.n ?? 0) === 0) {
      const password = config.demoPassword ?? generatePassword();
      const logins = await seedDemo(db, await hashPassword(password));
      await seedDemoHistory(db, createDiskStorage(config.dataDir));
      lines.push(
        `Demo organisations created. Demo users (L2-L4): ${logins.join(', ')}`,
        config.demoPassword ? 'Their password is DEMO_PASSWORD.' : `Their password: ${password}`,
      );
    }
  }
  return { lines };
}
