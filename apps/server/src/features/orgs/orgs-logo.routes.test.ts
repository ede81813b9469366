import fs from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { LOGO_MAX_BYTES } from '@envirotrack/shared';
import { organisations } from '../../db/schema';
import { bearer, IMAGES, makeOrg, multipartFile } from '../../../test/factories';
import { orgsHarness } from './orgs.harness';

const { ctx, call, tokenOf } = orgsHarness();

describe('organisation logo', () => {
  const upload = (orgId: number, name: string, type: string, bytes: Buffer, token = ctx.l1Token) => {
    const { payload, headers } = multipartFile('file', name, type, bytes);
    return ctx.t.app.inject({
      method: 'POST',
      url: `/api/org/${orgId}/logo`,
      headers: { ...headers, ...bearer(token) },
      payload,
    });
  };
  const remove = (orgId: number, token = ctx.l1Token) => call('DELETE', `/api/org/${orgId}/logo`, token);
  const stored = async () =>
    (await fs.readdir(path.join(ctx.t.config.dataDir, 'uploads', 'companyLogos')).catch(() => [])).length;
  const logoOf = async (orgId: number) =>
    (await ctx.t.db.select().from(organisations).where(eq(organisations.id, orgId)))[0]?.logoUrl;
  const fetchFile = (url: string) => ctx.t.app.inject({ method: 'GET', url });

  it('stores a png and serves it to anyone, with its type, under /api/files/companyLogos', async () => {
    const org = await makeOrg(ctx.t.db);
    const response = await upload(org.id, 'logo.png', 'image/png', IMAGES.png);
    expect(response.statusCode).toBe(200);
    const url = response.json().data.orgLogoDetails[0]?.imageURL;
    expect(url).toMatch(/^\/api\/files\/companyLogos\/[\w-]+\.png$/);
    expect(await logoOf(org.id)).toBe(url);
    const file = await fetchFile(url);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.rawPayload.equals(IMAGES.png)).toBe(true);
  });

  it('keeps the first logo until it is deleted; then the file is gone and a new one can be uploaded', async () => {
    const org = await makeOrg(ctx.t.db);
    const first = (await upload(org.id, 'a.png', 'image/png', IMAGES.png)).json().data.orgLogoDetails[0]
      .imageURL;
    const files = await stored();
    const second = await upload(org.id, 'b.gif', 'image/gif', IMAGES.gif);
    expect(second.statusCode).toBe(409);
    expect(await logoOf(org.id)).toBe(first);
    expect(await stored()).toBe(files);
    expect((await fetchFile(first)).statusCode).toBe(200);

    expect((await remove(org.id)).statusCode).toBe(200);
    expect(await logoOf(org.id)).toBeNull();
    expect((await fetchFile(first)).statusCode).toBe(404);
    expect(await stored()).toBe(files - 1);
    expect((await upload(org.id, 'b.gif', 'image/gif', IMAGES.gif)).statusCode).toBe(200);
  });

  it('keeps one logo when two uploads arrive together', async () => {
    const org = await makeOrg(ctx.t.db);
    const files = await stored();
    const answers = await Promise.all([
      upload(org.id, 'a.png', 'image/png', IMAGES.png),
      upload(org.id, 'b.gif', 'image/gif', IMAGES.gif),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect(await stored()).toBe(files + 1);
  });

  it.each([
    ['gif', IMAGES.gif, 'image/gif', 'gif'],
    ['jpeg', IMAGES.jpeg, 'image/jpeg', 'jpg'],
  ])('accepts a %s logo', async (_kind, bytes, type, extension) => {
    const org = await makeOrg(ctx.t.db);
    const response = await upload(org.id, `logo.${extension}`, type, bytes);
    expect(response.statusCode).toBe(200);
    const url = response.json().data.orgLogoDetails[0]?.imageURL;
    expect(url).toMatch(new RegExp(`\\.${extension}$`));
    expect((await fetchFile(url)).headers['content-type']).toBe(type);
  });

  it('refuses a text file named logo.png and stores nothing', async () => {
    const org = await makeOrg(ctx.t.db);
    const files = await stored();
    const response = await upload(org.id, 'logo.png', 'image/png', Buffer.from('not an image at all'));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('The logo must be a gif, jpeg or png image.');
    expect(await stored()).toBe(files);
    expect(await logoOf(org.id)).toBeNull();
  });

  it('refuses a logo over 2 MB with 413 and stores nothing', async () => {
    const org = await makeOrg(ctx.t.db);
    const files = await stored();
    const big = Buffer.concat([IMAGES.png, Buffer.alloc(LOGO_MAX_BYTES + 1 - IMAGES.png.length)]);
    const response = await upload(org.id, 'big.png', 'image/png', big);
    expect(response.statusCode).toBe(413);
    expect(await stored()).toBe(files);
    expect(await logoOf(org.id)).toBeNull();
  });

  it('is refused to L2, for upload and delete', async () => {
    const org = await makeOrg(ctx.t.db);
    const url = (await upload(org.id, 'a.png', 'image/png', IMAGES.png)).json().data.orgLogoDetails[0]
      .imageURL;
    const token = await tokenOf(2, org.id);
    const files = await stored();
    expect((await remove(org.id, token)).statusCode).toBe(403);
    expect((await upload(org.id, 'b.png', 'image/png', IMAGES.png, token)).statusCode).toBe(403);
    expect(await logoOf(org.id)).toBe(url);
    expect(await stored()).toBe(files);
  });

  it('answers 404 for an organisation that does not exist, or a logo that does not', async () => {
    const files = await stored();
    expect((await upload(999999, 'a.png', 'image/png', IMAGES.png)).statusCode).toBe(404);
    expect((await remove(999999)).statusCode).toBe(404);
    expect((await remove((await makeOrg(ctx.t.db)).id)).statusCode).toBe(404);
    expect(await stored()).toBe(files);
  });
});

describe('GET /api/files/companyLogos/{name}', () => {
  it.each([
    '..%2F..%2Fjwt-secret',
    '%2E%2E%2F%2E%2E%2Fjwt-secret',
    '..%2Fsecret.png',
    '..%5C..%5Cjwt-secret',
    'secret.png%00.png',
  ])('never serves a file outside the logo folder: %s', async (name) => {
    const secret = 'top-secret-value-0123456789';
    await fs.writeFile(path.join(ctx.t.config.dataDir, 'jwt-secret'), secret);
    await fs.mkdir(path.join(ctx.t.config.dataDir, 'uploads'), { recursive: true });
    await fs.writeFile(path.join(ctx.t.config.dataDir, 'uploads', 'secret.png'), secret);
    const response = await ctx.t.app.inject({ method: 'GET', url: `/api/files/companyLogos/${name}` });
    expect([400, 404]).toContain(response.statusCode);
    expect(response.body).not.toContain(secret);
  });

  it('answers 404 for a logo that does not exist', async () => {
    const response = await ctx.t.app.inject({
      method: 'GET',
      url: '/api/files/companyLogos/1700000000000_abc.png',
    });
    expect(response.statusCode).toBe(404);
  });
});
