import { sql } from 'drizzle-orm';
import { addDays } from '@envirotrack/shared';
import { everyone, onBothPlants, post, roles, type Case } from './role-org.cases';
import { must, type Call, type World } from './role-org.world';

/**
 * The evidence pack (issue 17, docs/decisions.md 'Evidence pack'): started by anyone who may see the plant;
 * the pack itself is its requester's alone (A's L2 here), 404 to everyone else, B's L2 included. The
 * verification of a signed record is public, and tells its plant id (so any marker may show).
 */
const packs = new WeakMap<World, number>();

const range = (w: World) => ({
  from: addDays(w.date, -1),
  to: w.date,
  permitTypes: ['Water', 'Air', 'Waste', 'Others'],
});

/** A pack of plant N asked for by A's L2 (made once, before the refused calls' snapshot). */
async function a2Pack(w: World): Promise<number> {
  const known = packs.get(w);
  if (known) return known;
  const pack = await must<{ packId: number }>(
    w,
    'a2',
    post(`/api/plants/${w.plantN}/evidence-packs`, range(w)),
  );
  packs.set(w, pack.packId);
  return pack.packId;
}

const onlyA2 = roles({ l1: 404, a2: 'ok', a3: 404, a4: 404, b2: 404 });

async function signedRecord(w: World): Promise<{ id: number; hash: string }> {
  const result = (await w.t.db.execute(
    sql`select id, signature->>'answersHash' as hash from inspections
        where org_id = ${w.orgA} and signature is not null order by id limit 1`,
  )) as unknown as { rows: { id: number; hash: string }[] };
  const row = result.rows[0];
  if (!row) throw new Error('The fixture has no signed inspection of A');
  return row;
}

export const evidencePackCases: Record<string, Case[]> = {
  'POST /api/plants/{plantId}/evidence-packs': onBothPlants(async (w, _who, plantId) =>
    post(`/api/plants/${plantId}/evidence-packs`, range(w)),
  ),
  'GET /api/evidence-packs/{packId}': [
    {
      reach: 'A',
      expect: onlyA2,
      request: async (w) => ({ method: 'GET', url: `/api/evidence-packs/${await a2Pack(w)}` }),
    },
  ],
  'GET /api/evidence-packs/{packId}/file': [
    {
      reach: 'A',
      expect: onlyA2,
      request: async (w) => ({ method: 'GET', url: `/api/evidence-packs/${await a2Pack(w)}/file` }),
    },
  ],
  // The pack is made by the time its POST answers (jobs run in the caller in tests): its requester gets 409.
  'DELETE /api/evidence-packs/{packId}': [
    {
      reach: 'A',
      expect: roles({ l1: 404, a2: 409, a3: 404, a4: 404, b2: 404 }),
      request: async (w): Promise<Call> => ({
        method: 'DELETE',
        url: `/api/evidence-packs/${await a2Pack(w)}`,
      }),
    },
  ],
  'GET /api/verify/{inspectionId}/{hash}': [
    {
      reach: 'public',
      expect: everyone,
      request: async (w) => {
        const { id, hash } = await signedRecord(w);
        return { method: 'GET', url: `/api/verify/${id}/${hash}` };
      },
    },
  ],
};
