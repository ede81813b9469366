import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { can, goldenRule, goldenRuleMessages, goldenRulesBody, valid } from '@envirotrack/shared';
import { recordAudit } from '../../lib/audit.queries';
import type { AppDeps } from '../../lib/deps';
import { Problem } from '../../lib/problem';
import { caller, type AuthContext } from '../../plugins/auth';
import { replaceRules, rulesOf } from './golden-rules.queries';

const tags = ['golden-rules'];
const ruleList = valid(z.array(goldenRule));

/** The organisation the call acts in: L1 must act in one (rules belong to an organisation). */
function orgOf(auth: AuthContext): number {
  const orgId = auth.level === 1 ? auth.orgScope : auth.homeOrgId;
  if (orgId === null) throw new Problem('forbidden', goldenRuleMessages.chooseOrganisation);
  return orgId;
}

/** Golden rules (spec 3 §2.10, §5, §7; docs/decisions.md, Golden rules and references). */
export function goldenRulesRoutes(deps: AppDeps) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();

    app.get('/GoldenRules', {
      schema: {
        tags,
        summary: "The organisation's golden rules by priority ascending (every level; L1 acting in one).",
        problems: ['forbidden'],
        response: { 200: ruleList },
      },
      handler: async (request) => ({
        status: 'valid' as const,
        data: await rulesOf(deps.db, orgOf(caller(request))),
      }),
    });

    app.post('/GoldenRules', {
      schema: {
        tags,
        summary:
          "Replace the organisation's golden rules with the list sent (a blank priority becomes 999). " +
          'L2 and L1 acting in an organisation.',
        problems: ['forbidden'],
        body: goldenRulesBody,
        response: { 200: ruleList },
      },
      handler: async (request) => {
        const auth = caller(request);
        const orgId = orgOf(auth);
        if (!can.editGoldenRules(auth.level)) throw new Problem('forbidden');
        const rules = request.body.rules.map((r, i) => ({
          ruleNum: i + 1,
          rule: r.rule,
          priority: r.priority,
        }));
        const data = await deps.db.transaction(async (tx) => {
          await replaceRules(tx, orgId, auth.userId, rules);
          await recordAudit(tx, {
            actorId: auth.userId,
            orgId,
            action: 'golden-rules.update',
            entity: 'golden_rules',
            details: { count: rules.length },
          });
          return rulesOf(tx, orgId);
        });
        return { status: 'valid' as const, message: goldenRuleMessages.saved, data };
      },
    });
  };
}
