import { z } from 'zod';

/**
 * Golden rules (spec 3 §2.10, §3, §5, §7): an organisation's numbered list of rules, by priority
 * ascending. Who may edit them is not in the spec: L1 acting in the organisation and its L2 users
 * (docs/decisions.md, Golden rules and references).
 */
export const goldenRuleMessages = {
  none: 'No Rules Found',
  addAnother: 'Add Another Rule',
  /** Spec 3 §8: the danger alert of a failed save. */
  failed: 'golden-rules-failed',
  saved: 'Golden rules updated.',
  ruleRequired: 'Please enter the rule.',
  /** 403 for L1 in All: rules belong to one organisation. */
  chooseOrganisation: 'Choose an organisation in the header to see or change its golden rules.',
} as const;

/** Spec 3 §5, §9: a rule without a priority gets 999. */
export const DEFAULT_RULE_PRIORITY = 999;
export const GOLDEN_RULE_MAX_LENGTH = 1000;
export const GOLDEN_RULES_MAX = 200;
export const GOLDEN_RULE_PRIORITY_MAX = 99999;

export const goldenRule = z.object({
  ruleNum: z.number().int(),
  rule: z.string(),
  priority: z.number().int(),
});
export type GoldenRule = z.infer<typeof goldenRule>;

/** One row as the edit table sends it: the rule must not be blank, no priority (null) becomes 999. */
const ruleInput = z.object({
  ruleNum: z.number().int().optional(),
  rule: z.string().trim().min(1, goldenRuleMessages.ruleRequired).max(GOLDEN_RULE_MAX_LENGTH),
  priority: z
    .number()
    .int()
    .min(0)
    .max(GOLDEN_RULE_PRIORITY_MAX)
    .nullish()
    .transform((p) => p ?? DEFAULT_RULE_PRIORITY),
});

/** POST /api/GoldenRules: the whole list, which replaces the organisation's rules. */
export const goldenRulesBody = z.object({ rules: z.array(ruleInput).max(GOLDEN_RULES_MAX) });
export type GoldenRulesBody = z.input<typeof goldenRulesBody>;

/** Rules by priority ascending, ties in the order they were entered (spec 3 §3). */
export const sortRules = <T extends { priority: number; ruleNum: number }>(rules: readonly T[]): T[] =>
  [...rules].sort((a, b) => a.priority - b.priority || a.ruleNum - b.ruleNum);
