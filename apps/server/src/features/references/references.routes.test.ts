import fs from 'node:fs/promises';
import path from 'node:path';
import { count, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inspectionMessages, REFERENCE_FILE_MAX_BYTES, referenceMessages } from '@envirotrack/shared';
import { referenceDocuments } from '../../db/schema';
import { bearer, IMAGES, multipartParts, type FormPart } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { twoOrgs, type TwoOrgs } from '../../../test/two-orgs';

let t: TestApp;
let orgA: number;
let orgB: number;
let token: TwoOrgs['token'];
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

beforeAll(async () => {
  t = await createTestApp();
  ({ orgA, orgB, token } = await twoOrgs(t));
});
afterAll(() => t.close());

type Ref = {
  referenceId: number;
  referenceTitle: string;
  referenceFile: string | null;
  referenceBanner: string | null;
  isDeletable: boolean;
  referenceExt: string;
};

const upload = (who: string, parts: FormPart[], url = '/api/References') => {
  const { payload, headers } = multipartParts(parts);
  return t.app.inject({ method: 'POST', url, headers: { ...headers, ...bearer(token[who] ?? '') }, payload });
};
const pdfParts = (title = 'Stormwater plan'): FormPart[] => [
  { name: 'referenceTitle', value: title },
  { name: 'referenceFileData', filename: 'plan.pdf', contentType: 'application/pdf', bytes: PDF },
];
const list = async (who: string, url = '/api/References') => {
  const response = await t.app.inject({ method: 'GET', url, headers: bearer(token[who] ?? '') });
  expect(response.statusCode).toBe(200);
  return response.json().data as Ref[];
};
const remove = (who: string, referenceIds: number[], url = '/api/References') =>
  t.app.inject({ method: 'DELETE', url, headers: bearer(token[who] ?? ''), payload: { referenceIds } });
const get = (who: string, url: string) =>
  t.app.inject({ method: 'GET', url, headers: bearer(token[who] ?? '') });
const rows = async () => (await t.db.select({ n: count() }).from(referenceDocuments))[0]?.n;
const stored = async () =>
  (await fs.readdir(path.join(t.config.dataDir, 'uploads', 'references')).catch(() => [])).length;
const added = async (who = 'a2', parts = pdfParts()) => {
  const response = await upload(who, parts);
  expect(response.statusCode).toBe(200);
  return response.json().data as Ref;
};

describe('reference documents', () => {
  it('lists the built-in links to every organisation, not deletable, without files', async () => {
    const builtIn = await t.db.select().from(referenceDocuments).where(isNull(referenceDocuments.orgId));
    expect(builtIn.length).toBeGreaterThanOrEqual(3);
    const seen = await list('a4');
    expect(seen.map((r) => r.referenceId)).toEqual(
      builtIn
        .map((r) => r.id)
        .sort((a, b) => a - b)
        .reverse(),
    );
    expect(seen.every((r) => !r.isDeletable && r.referenceExt === 'url' && r.referenceFile === null)).toBe(
      true,
    );
  });

  it('uploads a PDF with a banner; its organisation reads both, the other organisation gets 404', async () => {
    const response = await upload('a2', [
      ...pdfParts('Plan A'),
      { name: 'bannerImage', filename: 'banner.png', contentType: 'image/png', bytes: IMAGES.png },
    ]);
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe(referenceMessages.uploaded);
    const ref = response.json().data as Ref;
    expect(ref).toMatchObject({ referenceTitle: 'Plan A', referenceExt: 'pdf', isDeletable: true });
    expect((await list('a3'))[0]?.referenceId).toBe(ref.referenceId);
    expect((await list('b2')).some((r) => r.referenceId === ref.referenceId)).toBe(false);
    const file = await get('a4', ref.referenceFile ?? '');
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.rawPayload.equals(PDF)).toBe(true);
    expect((await get('a3', ref.referenceBanner ?? '')).headers['content-type']).toBe('image/png');
    expect((await get('b2', ref.referenceFile ?? '')).statusCode).toBe(404);
    expect((await get('b2', ref.referenceBanner ?? '')).statusCode).toBe(404);
    expect((await get('l1', `${ref.referenceFile}?orgId=${orgB}`)).statusCode).toBe(404);
    expect((await get('l1', ref.referenceFile ?? '')).statusCode).toBe(200);
  });

  it('adds a link with its title and no file; a link needs a title and an http(s) address', async () => {
    const ref = await added('a2', [
      { name: 'referenceTitle', value: 'EPA page' },
      { name: 'referenceLink', value: 'https://www.epa.gov/npdes' },
    ]);
    expect(ref).toMatchObject({ referenceExt: 'url', referenceFile: null });
    const before = [await rows(), await stored()];
    for (const [parts, message] of [
      [[{ name: 'referenceLink', value: 'https://www.epa.gov/' }], referenceMessages.linkTitle],
      [
        [
          { name: 'referenceTitle', value: 'x' },
          { name: 'referenceLink', value: 'javascript:alert(1)' },
        ],
        referenceMessages.badLink,
      ],
      [
        [
          { name: 'referenceTitle', value: 'x' },
          { name: 'referenceLink', value: 'https://a.example' },
          ...pdfParts().slice(1),
        ],
        referenceMessages.fileOrLink,
      ],
    ] as [FormPart[], string][]) {
      const response = await upload('a2', parts);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(message);
    }
    expect([await rows(), await stored()]).toEqual(before);
  });

  it('refuses two files, two banners, a file without a title, a fake PDF and an oversize file; nothing is kept', async () => {
    const before = [await rows(), await stored()];
    const cases: [FormPart[], number, string][] = [
      [[...pdfParts(), pdfParts()[1] as FormPart], 400, referenceMessages.multipleFiles],
      [
        [
          ...pdfParts(),
          { name: 'bannerImage', filename: 'a.png', contentType: 'image/png', bytes: IMAGES.png },
          { name: 'bannerImage', filename: 'b.png', contentType: 'image/png', bytes: IMAGES.png },
        ],
        400,
        referenceMessages.multipleBanners,
      ],
      [pdfParts('   '), 400, referenceMessages.fileTitle],
      [
        [
          { name: 'referenceTitle', value: 'Fake' },
          {
            name: 'referenceFileData',
            filename: 'fake.pdf',
            contentType: 'application/pdf',
            bytes: IMAGES.png,
          },
        ],
        400,
        inspectionMessages.attachmentTypes(1),
      ],
      [
        [
          { name: 'referenceTitle', value: 'Script' },
          {
            name: 'referenceFileData',
            filename: 'run.exe',
            contentType: 'application/octet-stream',
            bytes: PDF,
          },
        ],
        400,
        inspectionMessages.attachmentTypes(1),
      ],
      [
        [
          ...pdfParts(),
          { name: 'bannerImage', filename: 'banner.gif', contentType: 'image/gif', bytes: IMAGES.gif },
        ],
        400,
        referenceMessages.bannerTypes,
      ],
      [
        [
          { name: 'referenceTitle', value: 'Huge' },
          {
            name: 'referenceFileData',
            filename: 'huge.pdf',
            contentType: 'application/pdf',
            bytes: Buffer.concat([PDF, Buffer.alloc(REFERENCE_FILE_MAX_BYTES)]),
          },
        ],
        413,
        '',
      ],
      [[{ name: 'referenceTitle', value: 'Nothing' }], 400, referenceMessages.nothingToUpload],
    ];
    for (const [parts, status, message] of cases) {
      const response = await upload('a2', parts);
      expect({ status: response.statusCode, message: message ? response.json().message : '' }).toEqual({
        status,
        message,
      });
    }
    expect([await rows(), await stored()]).toEqual(before);
  });

  it('lets L1 acting in the organisation add; refuses L3, L4 and L1 in All with 403', async () => {
    const ref = await added('a2');
    expect((await upload('l1', pdfParts('By L1'), `/api/References?orgId=${orgA}`)).statusCode).toBe(200);
    const before = [await rows(), await stored()];
    for (const who of ['a3', 'a4', 'l1']) expect((await upload(who, pdfParts())).statusCode).toBe(403);
    expect((await get('l1', '/api/References')).statusCode).toBe(403);
    expect([await rows(), await stored()]).toEqual(before);
    expect(ref.referenceId).toBeGreaterThan(0);
  });

  it('deletes several references with their files (L2), and one as L1 acting in the organisation', async () => {
    const [one, two, three] = [await added(), await added(), await added()];
    const files = await stored();
    const response = await remove('a2', [one.referenceId, two.referenceId]);
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe(referenceMessages.deleted);
    const ids = (await list('a2')).map((r) => r.referenceId);
    expect(ids).not.toContain(one.referenceId);
    expect(ids).not.toContain(two.referenceId);
    expect(await stored()).toBe(files - 2);
    expect((await get('a2', one.referenceFile ?? '')).statusCode).toBe(404);
    expect((await remove('l1', [three.referenceId], `/api/References?orgId=${orgA}`)).statusCode).toBe(200);
  });

  it('refuses a delete without the permission (403), of another organisation (404), of a built-in (403): nothing deleted', async () => {
    const mine = await added();
    const [builtIn] = await t.db.select().from(referenceDocuments).where(isNull(referenceDocuments.orgId));
    const before = [await rows(), await stored()];
    expect((await remove('a3', [mine.referenceId])).statusCode).toBe(403);
    expect((await remove('a4', [mine.referenceId])).statusCode).toBe(403);
    expect((await remove('l1', [mine.referenceId])).statusCode).toBe(403);
    expect((await remove('b2', [mine.referenceId])).statusCode).toBe(404);
    expect((await remove('l1', [mine.referenceId], `/api/References?orgId=${orgB}`)).statusCode).toBe(404);
    const withBuiltIn = await remove('a2', [mine.referenceId, builtIn?.id ?? 0]);
    expect(withBuiltIn.statusCode).toBe(403);
    expect(withBuiltIn.json().message).toBe(referenceMessages.builtIn);
    expect((await remove('a2', [mine.referenceId, 2_000_000])).statusCode).toBe(404);
    expect(
      (
        await t.app.inject({
          method: 'DELETE',
          url: '/api/References',
          headers: bearer(token.a2 ?? ''),
          payload: { referenceIds: [] },
        })
      ).statusCode,
    ).toBe(400);
    expect([await rows(), await stored()]).toEqual(before);
    const still = await t.db
      .select()
      .from(referenceDocuments)
      .where(eq(referenceDocuments.id, mine.referenceId));
    expect(still).toHaveLength(1);
  });
});
