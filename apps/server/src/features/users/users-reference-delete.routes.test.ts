import { and, count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { referenceMessages, userMessages } from '@envirotrack/shared';
import { auditEvents, referenceDocuments, users } from '../../db/schema';
import { bearer, multipartParts, signIn } from '../../../test/factories';
import { editBody, usersHarness } from './users.harness';

/** The reference_delete grant (spec 3 §6; docs/decisions.md, reference_delete): given on the user form. */
const { ctx, as, newUser, create, update } = usersHarness();

type Details = { UniqueId: number; UserId: string; Reference_Delete: boolean } & Record<string, unknown>;

/** A link reference of organisation A, added by its L2. */
async function addReference(title = 'EPA page') {
  const { payload, headers } = multipartParts([
    { name: 'referenceTitle', value: title },
    { name: 'referenceLink', value: 'https://www.epa.gov/npdes' },
  ]);
  const response = await ctx.t.app.inject({
    method: 'POST',
    url: '/api/References',
    headers: { ...headers, ...as('a2') },
    payload,
  });
  expect(response.statusCode).toBe(200);
  return (response.json().data as { referenceId: number }).referenceId;
}
const removeAs = (token: string, referenceIds: number[]) =>
  ctx.t.app.inject({
    method: 'DELETE',
    url: '/api/References',
    headers: bearer(token),
    payload: { referenceIds },
  });
const exists = async (id: number) =>
  ((await ctx.t.db.select({ n: count() }).from(referenceDocuments).where(eq(referenceDocuments.id, id)))[0]
    ?.n ?? 0) === 1;
const stored = async (id: number) =>
  (await ctx.t.db.select({ g: users.referenceDelete }).from(users).where(eq(users.id, id)))[0]?.g;
const details = async (id: number) =>
  (await ctx.t.app.inject({ method: 'GET', url: `/api/userdetails/${id}`, headers: as('a2') })).json()
    .data as Details;
const login = (userId: string) =>
  ctx.t.app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { Email: userId, Password: 'Create#Pass1' },
  });

describe('the reference_delete grant', () => {
  it('L2 grants it on create; the granted L4 signs in holding it and deletes a reference', async () => {
    const created = await create('a2', newUser({ Reference_Delete: true }));
    expect(created.statusCode).toBe(200);
    const user = created.json().data as Details;
    expect(user.Reference_Delete).toBe(true);
    expect(await stored(user.UniqueId)).toBe(true);
    const signedIn = await login(user.UserId);
    expect(signedIn.json().data.user).toMatchObject({ Access_Level: 4, referenceDelete: true });
    const id = await addReference();
    const removed = await removeAs(signedIn.json().data.token as string, [id]);
    expect(removed.statusCode).toBe(200);
    expect(removed.json().message).toBe(referenceMessages.deleted);
    expect(await exists(id)).toBe(false);
    const [audit] = await ctx.t.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'user.create'), eq(auditEvents.entityId, String(user.UniqueId))));
    expect(audit?.details).toMatchObject({ referenceDelete: true });
  });

  it('refuses an ungranted L4 and L3 with 403; nothing is deleted', async () => {
    const id = await addReference();
    for (const who of ['a3', 'a4']) {
      expect((await removeAs(ctx.tokens[who] ?? '', [id])).statusCode).toBe(403);
    }
    const plain = (await create('a2', newUser())).json().data as Details;
    expect(plain.Reference_Delete).toBe(false);
    expect((await login(plain.UserId)).json().data.user.referenceDelete).toBe(false);
    expect((await removeAs(await signIn(ctx.t.app, plain.UserId, 'Create#Pass1'), [id])).statusCode).toBe(
      403,
    );
    expect(await exists(id)).toBe(true);
  });

  it('L3 cannot grant it (403, nothing written) but edits a granted user without taking it away', async () => {
    const before = (await ctx.t.db.select({ n: count() }).from(users))[0]?.n;
    const refused = await create('a3', newUser({ Reference_Delete: true }));
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(userMessages.referenceDeleteForbidden);
    expect((await ctx.t.db.select({ n: count() }).from(users))[0]?.n).toBe(before);
    const plain = (await create('a3', newUser({ Reference_Delete: false }))).json().data as Details;
    const grant = await update('a3', plain.UniqueId, editBody(plain, { Reference_Delete: true }));
    expect(grant.statusCode).toBe(403);
    expect(await stored(plain.UniqueId)).toBe(false);

    const granted = (await create('a2', newUser({ Reference_Delete: true }))).json().data as Details;
    const edited = await update('a3', granted.UniqueId, editBody(granted, { Job_Title: 'Lead Operator' }));
    expect(edited.statusCode).toBe(200);
    expect(await stored(granted.UniqueId)).toBe(true);
    const takeAway = await update('a3', granted.UniqueId, editBody(granted, { Reference_Delete: false }));
    expect(takeAway.statusCode).toBe(403);
    expect(await stored(granted.UniqueId)).toBe(true);
  });

  it('survives an edit, is taken back by L2 (audited; the user signs in again) and given by L1 on edit', async () => {
    const user = (await create('a2', newUser({ Reference_Delete: true }))).json().data as Details;
    const token = await signIn(ctx.t.app, user.UserId, 'Create#Pass1');
    const edited = await update('a2', user.UniqueId, editBody(user, { Job_Title: 'Shift Lead' }));
    expect(edited.statusCode).toBe(200);
    expect((await details(user.UniqueId)).Reference_Delete).toBe(true);
    // An unchanged grant leaves the user's session alone.
    expect((await removeAs(token, [await addReference()])).statusCode).toBe(200);

    const taken = await update('a2', user.UniqueId, editBody(user, { Reference_Delete: false }));
    expect(taken.statusCode).toBe(200);
    expect((await details(user.UniqueId)).Reference_Delete).toBe(false);
    const [audit] = await ctx.t.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'user.update'), eq(auditEvents.entityId, String(user.UniqueId))))
      .orderBy(auditEvents.id)
      .limit(1)
      .offset(1);
    expect(audit?.details).toMatchObject({ referenceDelete: false, previousReferenceDelete: true });
    const id = await addReference();
    expect((await removeAs(token, [id])).statusCode).toBe(401);
    const again = await signIn(ctx.t.app, user.UserId, 'Create#Pass1');
    expect((await removeAs(again, [id])).statusCode).toBe(403);
    expect(await exists(id)).toBe(true);

    const byL1 = await update('l1', user.UniqueId, editBody(user, { Reference_Delete: true }));
    expect(byL1.statusCode).toBe(200);
    expect(await stored(user.UniqueId)).toBe(true);
  });

  it('is no key to another organisation: a granted user of B gets 404 for A’s reference, nothing deleted', async () => {
    const b4 = await create(
      'b2',
      newUser({ Reference_Delete: true, Regions: [ctx.orgB.regions[0]?.id ?? 0] }),
    );
    expect(b4.statusCode).toBe(200);
    const token = await signIn(ctx.t.app, (b4.json().data as Details).UserId, 'Create#Pass1');
    const id = await addReference();
    expect((await removeAs(token, [id])).statusCode).toBe(404);
    expect((await removeAs(ctx.tokens.b2 ?? '', [id])).statusCode).toBe(404);
    expect(await exists(id)).toBe(true);
  });

  it('is always held by L1 and L2: a grant sent for an L2 target is not stored', async () => {
    const l2 = (await create('a2', newUser({ Access_Level: 2, Regions: [], Reference_Delete: true }))).json()
      .data as Details;
    expect(l2.Reference_Delete).toBe(true);
    expect(await stored(l2.UniqueId)).toBe(false);
    const granted = (await create('a2', newUser({ Reference_Delete: true }))).json().data as Details;
    const promoted = await update(
      'a2',
      granted.UniqueId,
      editBody(granted, { Access_Level: 2, Regions: [] }),
    );
    expect(promoted.statusCode).toBe(200);
    expect(await stored(granted.UniqueId)).toBe(false);
    expect((await details(granted.UniqueId)).Reference_Delete).toBe(true);
  });
});
