import nodemailer, { type Transporter } from 'nodemailer';
import type { Db } from '../../db/database.ts';
import { markSent, type NewOutboxMail, type OutboxRow, putInOutbox } from './mail.repository.ts';

/** Sends mail: every message is kept in `mail_outbox`; with SMTP it is also sent and stamped. */
export interface MailService {
  /** Sender address of every message. */
  readonly from: string;
  /** Origin guests reach the widget at (links in mails). */
  readonly publicUrl: string;
  /** True when messages leave through SMTP, false when they stay in the outbox. */
  readonly smtp: boolean;
  /** Keeps the message (once per dedupe key) and, with SMTP, sends it unless it was sent already. */
  deliver(db: Db, mail: Omit<NewOutboxMail, 'fromAddress'>): Promise<OutboxRow>;
  close(): void;
}

/**
 * The mail service of one app: nodemailer over `smtpUrl` when set, otherwise the outbox only (the
 * dev mail viewer shows it). A failed send throws, so the job that called it is retried; the outbox
 * row stays unsent until then.
 * @example const mail = createMailService({ smtpUrl: config.smtpUrl, from: config.mailFrom, publicUrl: config.publicUrl });
 */
export function createMailService(options: {
  smtpUrl: string | undefined;
  from: string;
  publicUrl: string;
  now?: () => Date;
}): MailService {
  const now = options.now ?? (() => new Date());
  const transport: Transporter | null = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : null;
  return {
    from: options.from,
    publicUrl: options.publicUrl,
    smtp: transport !== null,
    async deliver(db, mail) {
      const row = await putInOutbox(db, { ...mail, fromAddress: options.from });
      if (!transport || row.sentAt) return row;
      const info = await transport.sendMail({
        from: row.fromAddress,
        to: row.toAddress,
        subject: row.subject,
        text: row.textBody,
        html: row.htmlBody,
        attachments: row.attachments.map((a) => ({
          filename: a.filename,
          contentType: a.contentType,
          content: Buffer.from(a.content, 'base64'),
        })),
      });
      const sentAt = now();
      await markSent(db, row.id, typeof info.messageId === 'string' ? info.messageId : null, sentAt);
      return { ...row, sentAt, messageId: info.messageId ?? null };
    },
    close() {
      transport?.close();
    },
  };
}
