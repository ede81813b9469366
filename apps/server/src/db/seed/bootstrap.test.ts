import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { verifyPassword } from '../../lib/passwords';
import type { Database } from '../client';
import { auditEvents, organisations, plantForms, plants, userPlants, users } from '../schema';
import { openTestDatabase } from '../../../test/test-app';
import { bootstrap } from './bootstrap';

let database: Database;
let dataDir: string;
beforeAll(async () => {
  database = await openTestDatabase();
  // The demo's signature images are stored under DATA_DIR: a throwaway folder, never the repository.
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'envirotrack-bootstrap-'));
});
afterAll(async () => {
  await database.close();
  await fs.rm(dataDir, { recursive: true, force: true });
});

describe('first start', () => {
  it('creates the L1 administrator and the demo once; later starts change nothing', async () => {
    const config = loadConfig({
      DATA_DIR: dataDir,
      ADMIN_USER: 'root.admin',
      ADMIN_PASSWORD: 'Boot#Strap2026',
      DEMO_PASSWORD: 'Demo#Pass2026',
      SEED_DEMO: 'true',
    });
    const first = await bootstrap(database.db, config);
    expect(first.lines.join('\n')).not.toContain('Boot#Strap2026');
    const [admin] = await database.db.select().from(users).where(eq(users.userId, 'root.admin'));
    expect(admin).toMatchObject({ accessLevel: 1, orgId: null, status: 1 });
    expect(await verifyPassword(admin?.passwordHash ?? '', 'Boot#Strap2026')).toBe(true);

    const orgs = await database.db.select().from(organisations);
    expect(orgs.map((o) => o.name).sort()).toEqual([
      'Blue Ridge Asphalt & Aggregates',
      'Granite Valley Materials',
    ]);
    const demo = await database.db.select().from(users);
    expect(new Set(demo.map((u) => u.accessLevel))).toEqual(new Set([1, 2, 3, 4]));
    expect(demo.filter((u) => u.userId === 'j.carter')).toHaveLength(2);

    const demoPlants = await database.db.select().from(plants);
    expect(demoPlants.length).toBe(30);
    expect(new Set(demoPlants.map((p) => p.facilityType))).toEqual(
      new Set(['Ready Mix', 'Quarry', 'Asphalt', 'Maintenance Shop', 'Others']),
    );
    expect(
      demoPlants.filter((p) => (p.map as { outfalls: unknown[] }).outfalls.length > 0).length,
    ).toBeGreaterThan(5);
    const chosen = await database.db.select().from(plantForms);
    expect(chosen.length).toBeGreaterThan(demoPlants.length);
    expect(chosen.some((c) => c.pointSourceIds.length === 2)).toBe(true);
    const [operator] = await database.db.select().from(users).where(eq(users.userId, 'gv.plant'));
    const assigned = await database.db
      .select()
      .from(userPlants)
      .where(eq(userPlants.userId, operator?.id ?? 0));
    expect(assigned).toHaveLength(1);

    const second = await bootstrap(database.db, config);
    expect(second.lines).toEqual([]);
    expect(await database.db.select().from(users)).toHaveLength(demo.length);
  });

  it('generates and prints a password when ADMIN_PASSWORD is not set', async () => {
    const fresh = await openTestDatabase();
    try {
      const report = await bootstrap(fresh.db, loadConfig({ DATA_DIR: dataDir, SEED_DEMO: 'false' }));
      const password = /with the password: (\S+)/.exec(report.lines[0] ?? '')?.[1] ?? '';
      const [admin] = await fresh.db.select().from(users);
      expect(await verifyPassword(admin?.passwordHash ?? '', password)).toBe(true);
      expect(await fresh.db.select().from(organisations)).toHaveLength(0);
    } finally {
      await fresh.close();
    }
  });
});

describe('audit events', () => {
  it('cannot be changed or deleted once written', async () => {
    await database.db.insert(auditEvents).values({ action: 'test', entity: 'test' });
    await expect(database.db.update(auditEvents).set({ action: 'changed' })).rejects.toThrow();
    await expect(database.db.delete(auditEvents)).rejects.toThrow();
    const rows = await database.db.select().from(auditEvents).where(eq(auditEvents.entity, 'test'));
    expect(rows.map((r) => r.action)).toEqual(['test']);
  });
});
