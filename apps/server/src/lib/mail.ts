import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Db } from '../db/client';
import { markMail, recordMail } from './mail.queries';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  /** What the mail is for (temporary-password, support, ...), kept in the outbox. */
  kind: string;
}

export interface Mailer {
  transport: 'smtp' | 'folder';
  send(mail: Mail): Promise<void>;
}

export interface MailConfig {
  smtpUrl: string | undefined;
  mailFrom: string;
  dataDir: string;
}

export const outboxDir = (dataDir: string) => path.join(dataDir, 'outbox');

/**
 * SMTP when SMTP_URL is set, otherwise each mail is written as an .eml file under DATA_DIR/outbox.
 * Every mail is recorded (without its body, which may hold a temporary password) in mail_outbox.
 */
export function createMailer(config: MailConfig, db: Db, log: FastifyBaseLogger): Mailer {
  const transport = config.smtpUrl ? 'smtp' : 'folder';
  const transporter = config.smtpUrl
    ? nodemailer.createTransport(config.smtpUrl)
    : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });

  return {
    transport,
    async send(mail) {
      const id = await recordMail(db, {
        recipient: mail.to,
        subject: mail.subject,
        kind: mail.kind,
        transport,
      });
      try {
        const info = await transporter.sendMail({
          from: config.mailFrom,
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
        });
        if (transport === 'folder') {
          const dir = outboxDir(config.dataDir);
          await fs.mkdir(dir, { recursive: true });
          const file = path.join(dir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${id}.eml`);
          await fs.writeFile(file, info.message as Buffer, { mode: 0o600 });
          log.info({ mailId: id, kind: mail.kind, to: mail.to, file }, 'mail written to outbox folder');
        } else {
          log.info({ mailId: id, kind: mail.kind, to: mail.to }, 'mail sent');
        }
        await markMail(db, id, { sentAt: new Date() });
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        await markMail(db, id, { error: message });
        log.error({ mailId: id, kind: mail.kind, err: message }, 'mail delivery failed');
        throw error;
      }
    },
  };
}
