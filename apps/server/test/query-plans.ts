// Reading PostgreSQL's plans in the tests (list-plans.test.ts): a plan's nodes, and the plan a prepared
// statement settles on.
import { sql } from 'drizzle-orm';
import type { Db } from '../src/db/client';

export interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  Plans?: PlanNode[];
}
/** Every node of a plan, depth first. */
export const nodes = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(nodes)];

/** A value written into SQL, for EXECUTE: the recorded parameters are JavaScript values. */
function literal(value: unknown): string {
  if (value === null || value === undefined) return 'null';
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (value instanceof Date) return literal(value.toISOString());
  if (Array.isArray(value)) return literal(`{${value.map((v) => JSON.stringify(String(v))).join(',')}}`);
  return `'${String(value).replaceAll("'", "''")}'`;
}

export const planOf = (raw: [{ Plan: PlanNode }] | string | undefined) =>
  ((typeof raw === 'string' ? JSON.parse(raw) : raw) as [{ Plan: PlanNode }])[0].Plan;

/**
 * The plan PostgreSQL settles on for a prepared statement: after five executions it plans without the
 * values (a generic plan) when that plan is estimated no dearer than planning each time.
 */
export async function settledPlan(db: Db, query: string, params: unknown[]): Promise<PlanNode> {
  const values = params.length ? `(${params.map(literal).join(', ')})` : '';
  return db.transaction(async (tx) => {
    await tx.execute(sql.raw(`prepare plan_check as ${query}`));
    for (let i = 0; i < 6; i++) await tx.execute(sql.raw(`execute plan_check${values}`));
    const result = (await tx.execute(sql.raw(`explain (format json) execute plan_check${values}`))) as {
      rows: { 'QUERY PLAN': [{ Plan: PlanNode }] | string }[];
    };
    await tx.execute(sql.raw('deallocate plan_check'));
    return planOf(result.rows[0]?.['QUERY PLAN']);
  });
}
