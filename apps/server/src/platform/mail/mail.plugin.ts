import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import { errors } from '../../http/app-error.ts';
import { createMailService, type MailService } from './mail.service.ts';
import { mailViewerRoutes } from './mail-viewer.routes.ts';

// Job handlers are process-wide; a job uses the running app's service (its context's services.mail),
// and the app that installed mail last lends its service to a runner started without one.
let installed: MailService | null = null;

/** The mail service of the app that installed mail last, else one that only keeps the outbox. */
export function installedMailService(): MailService {
  return (
    installed ??
    createMailService({ smtpUrl: undefined, from: 'Yadori <no-reply@yadori.localhost>', publicUrl: '' })
  );
}

/**
 * Mail of one app: the service (SMTP when `SMTP_URL` is set, else the outbox) and the dev mail viewer at /dev/mail only with DEV_MAIL_VIEWER=1:
 * it shows every guest's mail, bypass-token links included, to whoever reaches the server. Off, its
 * addresses answer 404 (not the widget page the SPA fallback would give).
 */
export async function installMail(
  app: FastifyInstance,
  options: { db: Db; config: Config; now?: () => Date },
): Promise<MailService> {
  const mail = createMailService({
    smtpUrl: options.config.smtpUrl,
    from: options.config.mailFrom,
    publicUrl: options.config.publicUrl,
    now: options.now,
  });
  installed = mail;
  app.addHook('onClose', async () => {
    mail.close();
    if (installed === mail) installed = null;
  });
  if (options.config.devMailViewer) {
    app.log.warn('DEV_MAIL_VIEWER is on: /dev/mail shows every guest mail to anyone who reaches this server');
    await app.register(mailViewerRoutes, { prefix: '/dev/mail', db: options.db });
  } else {
    const off = async () => {
      throw errors.routeNotFound();
    };
    app.get('/dev/mail', { schema: { hide: true } }, off);
    app.get('/dev/mail/*', { schema: { hide: true } }, off);
  }
  return mail;
}
