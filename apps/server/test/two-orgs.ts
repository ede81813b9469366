import { makeOrg, makeUser, signIn } from './factories';
import type { TestApp } from './test-app';

/** Tokens of the callers most organisation-owned features are tested with: L1, A's L2-L4 and B's L2. */
export interface TwoOrgs {
  orgA: number;
  orgB: number;
  /** By caller: l1, a2, a3, a4 (organisation A), b2 (organisation B). */
  token: Record<string, string>;
}

/** Two organisations, A and B, and a signed-in user of each level the tests call as. */
export async function twoOrgs(t: TestApp): Promise<TwoOrgs> {
  const orgA = (await makeOrg(t.db)).id;
  const orgB = (await makeOrg(t.db)).id;
  const login = async (level: 1 | 2 | 3 | 4, orgId: number | null) =>
    signIn(t.app, (await makeUser(t.db, { level, orgId })).userId);
  return {
    orgA,
    orgB,
    token: {
      l1: await login(1, null),
      a2: await login(2, orgA),
      a3: await login(3, orgA),
      a4: await login(4, orgA),
      b2: await login(2, orgB),
    },
  };
}
