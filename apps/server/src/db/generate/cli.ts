// `npm run db:generate -- --plants N --years Y [--org NAME] [--seed S] [--until YYYY-MM-DD]`: a new organisation
// with N plants and Y years of past inspections, in the server's database (DATABASE_URL, else the embedded one
// under DATA_DIR; stop a server using the embedded database first, PGlite allows one process).
import path from 'node:path';
import { parseArgs } from 'node:util';
import { addDays, isIsoDate, today } from '@envirotrack/shared';
import { z } from 'zod';
import { loadConfig } from '../../config';
import { generatePassword, hashPassword } from '../../lib/passwords';
import { createDiskStorage } from '../../lib/storage';
import { openDatabase } from '../client';
import { builtInForms } from '../seed/library';
import { installLibrary } from '../seed/library-loader';
import { generateHistory, type HistoryProgress } from './history';
import { backdateOrganisation, createOrganisation } from './organisation';
import { countOrg } from './report';

const args = z.object({
  plants: z.coerce.number().int().min(1).max(100_000),
  years: z.coerce.number().positive().max(20),
  org: z.string().trim().min(1).max(120).optional(),
  seed: z.string().default('envirotrack'),
  until: z.string().refine(isIsoDate, 'Write --until as YYYY-MM-DD.').optional(),
  batch: z.coerce.number().int().min(100).max(50_000).default(4000),
  concurrency: z.coerce.number().int().min(1).max(8).optional(),
  password: z.string().min(8).optional(),
});

const { values } = parseArgs({
  options: Object.fromEntries(Object.keys(args.shape).map((key) => [key, { type: 'string' }])),
});
const parsed = args.safeParse(values);
if (!parsed.success) {
  console.error(parsed.error.issues.map((i) => `--${i.path.join('.')}: ${i.message}`).join('\n'));
  console.error(
    'Usage: npm run db:generate -- --plants N --years Y [--org NAME] [--seed S] [--until YYYY-MM-DD]',
  );
  process.exit(2);
}
const options = parsed.data;
const say = (text: string) => process.stdout.write(`${text}\n`);

// npm runs workspace scripts in apps/server; DATA_DIR is relative to where the command was typed, as for npm start.
const config = loadConfig({
  ...process.env,
  DATA_DIR: process.env.DATA_DIR ?? path.resolve(process.env.INIT_CWD ?? '.', 'data'),
});
const database = await openDatabase(config);
try {
  await database.migrate();
  await installLibrary(database.db, builtInForms);
  const to = options.until ?? addDays(today(), -1);
  const from = addDays(to, 1 - Math.max(1, Math.round(options.years * 365.25)));
  const password = options.password ?? generatePassword();
  const started = performance.now();
  const org = await createOrganisation(database.db, {
    name: options.org,
    plants: options.plants,
    seed: options.seed,
    passwordHash: await hashPassword(password),
  });
  say(
    `${org.name}: ${org.plants} plants, ${org.users} users (${database.kind === 'embedded' ? config.dataDir : 'PostgreSQL'}); inspections ${from} .. ${to}`,
  );
  let shown = 0;
  const show = (p: HistoryProgress) => {
    if (p.plantsDone < p.plants && p.seconds - shown < 2) return;
    shown = p.seconds;
    say(
      `  plants ${p.plantsDone}/${p.plants}  inspections ${p.inspections.toLocaleString('en-US')}  ` +
        `flags ${p.flags.toLocaleString('en-US')}  ${Math.round(p.inspections / Math.max(p.seconds, 0.001)).toLocaleString('en-US')}/s`,
    );
  };
  const report = await generateHistory(database.db, {
    orgId: org.orgId,
    from,
    to,
    seed: options.seed,
    storage: createDiskStorage(config.dataDir),
    batchSize: options.batch,
    concurrency: options.concurrency ?? (database.kind === 'postgres' ? 2 : 1),
    onProgress: show,
  });
  await backdateOrganisation(database.db, org.orgId, from);
  const seconds = (performance.now() - started) / 1000;
  const counts = await countOrg(database.db, org.orgId);
  say(
    [
      `Done in ${seconds.toFixed(1)} s: ${counts.inspections.toLocaleString('en-US')} inspections ` +
        `(${Math.round(counts.inspections / seconds).toLocaleString('en-US')}/s), ${counts.versions.toLocaleString('en-US')} versions, ` +
        `${counts.flags.toLocaleString('en-US')} flags (${counts.openFlags.toLocaleString('en-US')} open), ${report.signatures} signature images.`,
      `Sign in as "${org.adminLogin}" (L2)${options.password ? ' with --password.' : ` with the password: ${password}`}`,
    ].join('\n'),
  );
} finally {
  await database.close();
}
