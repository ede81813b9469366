import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import pino from 'pino';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client';
import { mailOutbox } from '../db/schema';
import { openTestDatabase } from '../../test/test-app';
import { createMailer, outboxDir } from './mail';

let database: Database;
let dataDir: string;
const log = pino({ level: 'silent' });
beforeAll(async () => {
  database = await openTestDatabase();
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'envirotrack-mail-'));
});
afterAll(async () => {
  await database.close();
  await fs.rm(dataDir, { recursive: true, force: true });
});

const mail = {
  to: 'pat@example.com',
  subject: 'Your temporary password',
  text: 'Line one\nAbc#12345xyzQ\n',
  kind: 'temporary-password',
};

describe('mailer', () => {
  it('delivers through SMTP when SMTP_URL is set and records the mail without its body', async () => {
    const received: { from: string; to: string[]; raw: string }[] = [];
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, session, done) {
        let raw = '';
        stream.on('data', (chunk: Buffer) => (raw += chunk.toString()));
        stream.on('end', () => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address),
            raw,
          });
          done();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.server.address() as AddressInfo;
    try {
      const mailer = createMailer(
        {
          smtpUrl: `smtp://127.0.0.1:${port}/?ignoreTLS=true`,
          mailFrom: 'EnviroTrack <no-reply@example.com>',
          dataDir,
        },
        database.db,
        log,
      );
      await mailer.send(mail);
      expect(received).toHaveLength(1);
      expect(received[0]?.to).toEqual(['pat@example.com']);
      expect(received[0]?.from).toBe('no-reply@example.com');
      expect(received[0]?.raw).toContain('Subject: Your temporary password');
      expect(received[0]?.raw).toContain('Abc#12345xyzQ');
      const rows = await database.db.select().from(mailOutbox);
      expect(rows.at(-1)).toMatchObject({
        recipient: 'pat@example.com',
        kind: 'temporary-password',
        transport: 'smtp',
        error: null,
      });
      expect(rows.at(-1)?.sentAt).toBeInstanceOf(Date);
      expect(JSON.stringify(rows)).not.toContain('Abc#12345xyzQ');
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });

  it('writes an .eml file to the outbox folder when no SMTP server is configured', async () => {
    const mailer = createMailer(
      { smtpUrl: undefined, mailFrom: 'no-reply@example.com', dataDir },
      database.db,
      log,
    );
    await mailer.send(mail);
    const files = await fs.readdir(outboxDir(dataDir));
    expect(files.filter((f) => f.endsWith('.eml'))).toHaveLength(1);
    const raw = await fs.readFile(path.join(outboxDir(dataDir), files[0] ?? ''), 'utf8');
    expect(raw).toContain('To: pat@example.com');
    expect(raw).toContain('Abc#12345xyzQ');
  });

  it('records a failed delivery and reports it', async () => {
    const mailer = createMailer(
      {
        smtpUrl: 'smtp://127.0.0.1:1/?ignoreTLS=true&connectionTimeout=2000',
        mailFrom: 'no-reply@example.com',
        dataDir,
      },
      database.db,
      log,
    );
    await expect(mailer.send(mail)).rejects.toThrow();
    const rows = await database.db.select().from(mailOutbox);
    expect(rows.at(-1)?.error).toBeTruthy();
    expect(rows.at(-1)?.sentAt).toBeNull();
  });
});
