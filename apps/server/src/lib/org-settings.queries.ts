import { eq } from 'drizzle-orm';
import { defaultOrgSettings, orgSettings, type OrgSettings } from '@envirotrack/shared';
import type { Db } from '../db/client';
import { organisations } from '../db/schema';

/** An organisation's settings (menu, tiles, header text, archived link); the defaults when unreadable. */
export async function orgSettingsOf(db: Db, orgId: number): Promise<OrgSettings> {
  const [row] = await db
    .select({ settings: organisations.settings })
    .from(organisations)
    .where(eq(organisations.id, orgId));
  const parsed = orgSettings.safeParse(row?.settings ?? {});
  return parsed.success ? parsed.data : defaultOrgSettings;
}
