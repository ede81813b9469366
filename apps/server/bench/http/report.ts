// The result table: printed, and written into docs/performance.md as the section of this run's label
// (other sections are kept; a run replaces the section with its own label). Formatted with Prettier, as
// `npm run lint` checks the docs too.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import prettier from 'prettier';
import type { Summary } from './load';
import { settings } from './settings';

export interface TableRow {
  call: string;
  role: string;
  connections: number;
  summary: Summary;
  /** Whether the SQL columns apply (the one-connection pass). */
  sql: boolean;
}

const INTRO = `# Performance

HTTP benchmarks of the built server, measured with \`npm run bench:http\` (apps/server/bench/http; see its
settings.ts for the environment variables). Each section is one run, named by \`BENCH_LABEL\`; a run replaces
the section with its own label and keeps the others. Latencies are measured by the client, from sending the
request to the end of the answer, on keep-alive connections to 127.0.0.1.
`;

const ms = (value: number) => (Number.isNaN(value) ? '–' : value < 10 ? value.toFixed(1) : value.toFixed(0));

function cells(row: TableRow): string[] {
  const s = row.summary;
  const sqlMs = row.sql ? (Number.isNaN(s.sqlMs) ? '–' : s.sqlMs.toFixed(2)) : '';
  const statements = row.sql ? (Number.isNaN(s.statements) ? '–' : String(s.statements)) : '';
  return [
    row.call.replaceAll('|', '\\|'),
    row.role,
    String(row.connections),
    ms(s.p50),
    ms(s.p95),
    ms(s.p99),
    s.rps.toFixed(0),
    String(s.errors),
    sqlMs,
    statements,
  ];
}

export function table(rows: TableRow[]): string {
  const head = [
    'call',
    'role',
    'conns',
    'p50 ms',
    'p95 ms',
    'p99 ms',
    'req/s',
    'errors',
    'SQL ms',
    'statements',
  ];
  const line = (values: string[]) => `| ${values.join(' | ')} |`;
  return [line(head), line(head.map(() => '---')), ...rows.map((row) => line(cells(row)))].join('\n');
}

/** The measured code's commit, marked when its tree has uncommitted changes. */
export function commitOf(dir: string): string {
  try {
    const git = (...args: string[]) => execFileSync('git', ['-C', dir, ...args], { encoding: 'utf8' }).trim();
    const dirty = git('status', '--porcelain', '--untracked-files=no') !== '';
    return `${git('rev-parse', '--short', 'HEAD')}${dirty ? ' + uncommitted changes' : ''}`;
  } catch {
    return 'unknown';
  }
}

export interface RunInfo {
  plants: number;
  inspections: number;
  postgres: string;
  commit: string;
  notes: string[];
}

export function section(info: RunInfo, rows: TableRow[]): string {
  const date = new Date().toISOString().slice(0, 10);
  const size = `${info.plants.toLocaleString('en-US')} plants / ${info.inspections.toLocaleString('en-US')} inspections`;
  return [
    `## HTTP benchmark: ${settings.label}`,
    '',
    `${date}, ${size} (database \`${settings.dbName}\`), commit ${info.commit}; Node ${process.version}, ` +
      `PostgreSQL ${info.postgres}, ${os.cpus().length} cores shared by server, client and database; ` +
      `server LOG_LEVEL=${settings.logLevel}.`,
    '',
    table(rows),
    '',
    ...info.notes.map((note) => `- ${note}`),
    '',
  ].join('\n');
}

/** Writes `text` as the section of this run's label, keeping the rest of the file. */
export async function writeSection(text: string): Promise<void> {
  const file = settings.reportFile;
  const lines = (fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : INTRO).trimEnd().split('\n');
  const heading = `## HTTP benchmark: ${settings.label}`;
  const start = lines.findIndex((l) => l.trim() === heading);
  if (start < 0) lines.push('', ...text.split('\n'));
  else {
    const next = lines.findIndex((l, i) => i > start && l.startsWith('## '));
    lines.splice(start, (next < 0 ? lines.length : next) - start, ...text.split('\n'));
  }
  const options = (await prettier.resolveConfig(file)) ?? {};
  fs.writeFileSync(file, await prettier.format(lines.join('\n'), { ...options, parser: 'markdown' }));
}

export async function formatted(text: string): Promise<string> {
  const options = (await prettier.resolveConfig(settings.reportFile)) ?? {};
  return prettier.format(text, { ...options, parser: 'markdown' });
}
