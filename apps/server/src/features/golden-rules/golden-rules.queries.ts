import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { goldenRules } from '../../db/schema';

export interface RuleRow {
  ruleNum: number;
  rule: string;
  priority: number;
}

/** An organisation's rules by priority, ties in the order entered (index golden_rules_org_priority_idx). */
export function rulesOf(db: Db, orgId: number): Promise<RuleRow[]> {
  return db
    .select({ ruleNum: goldenRules.ruleNum, rule: goldenRules.rule, priority: goldenRules.priority })
    .from(goldenRules)
    .where(eq(goldenRules.orgId, orgId))
    .orderBy(asc(goldenRules.priority), asc(goldenRules.ruleNum));
}

/**
 * Replaces the organisation's rules with `rules` (call inside a transaction). The organisation's row is
 * locked first, so two saves at once apply one after the other and the last one's list is what is kept.
 */
export async function replaceRules(db: Db, orgId: number, userId: number, rules: RuleRow[]): Promise<void> {
  await db.execute(sql`select id from organisations where id = ${orgId} for update`);
  await db.delete(goldenRules).where(eq(goldenRules.orgId, orgId));
  if (rules.length)
    await db.insert(goldenRules).values(rules.map((r) => ({ ...r, orgId, updatedBy: userId })));
}
