import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { Db } from '../../db/database.ts';
import { errors } from '../../http/app-error.ts';
import { findOutboxMail, listOutbox, type OutboxRow } from './mail.repository.ts';
import { escapeHtml as e } from './mail-format.ts';

const CSP = "default-src 'none'; style-src 'unsafe-inline'; img-src data:; frame-src 'self'; base-uri 'none'";

function page(reply: FastifyReply, title: string, body: string) {
  return reply
    .header('content-type', 'text/html; charset=utf-8')
    .header('content-security-policy', CSP)
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'no-store')
    .send(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${e(title)}</title>
<style>body{font-family:sans-serif;margin:0 auto;max-width:960px;padding:16px;color:#1f2937}
table{border-collapse:collapse;width:100%}th,td{border-bottom:1px solid #d1d5db;padding:6px;text-align:left;vertical-align:top}
pre{white-space:pre-wrap;background:#f3f4f6;padding:12px}iframe{width:100%;height:640px;border:1px solid #d1d5db}
a{color:#1a56db}</style></head><body>${body}</body></html>`);
}

const status = (row: OutboxRow) => (row.sentAt ? `sent ${row.sentAt.toISOString()}` : 'kept in outbox');

const idOf = (raw: string): number => {
  if (!/^[0-9]{1,9}$/.test(raw)) throw errors.routeNotFound();
  return Number(raw);
};

/**
 * Dev mail viewer (not in the API document): the outbox newest first, one message with its text, its
 * HTML in a sandboxed frame (no scripts), and its attachments. Everything shown is escaped.
 */
export const mailViewerRoutes: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  app.get('/', { schema: { hide: true } }, async (_request, reply) => {
    const rows = await listOutbox(db);
    const list = rows
      .map(
        (row) =>
          `<tr><td><a href="/dev/mail/${row.id}">${e(row.subject)}</a></td><td>${e(row.toAddress)}</td>` +
          `<td>${e(row.locale)}</td><td>${e(row.createdAt.toISOString())}</td><td>${e(status(row))}</td></tr>`,
      )
      .join('\n');
    return page(
      reply,
      'Dev mail',
      `<h1>Dev mail</h1><p>Messages the server wrote, newest first (${rows.length}).</p>` +
        (rows.length === 0
          ? '<p>No mail yet.</p>'
          : `<table><thead><tr><th>Subject</th><th>To</th><th>Language</th><th>Written</th><th>Status</th></tr></thead><tbody>${list}</tbody></table>`),
    );
  });

  app.get<{ Params: { id: string } }>('/:id', { schema: { hide: true } }, async (request, reply) => {
    const row = await findOutboxMail(db, idOf(request.params.id));
    if (!row) throw errors.routeNotFound();
    const attachments = row.attachments
      .map(
        (a, i) =>
          `<li><a href="/dev/mail/${row.id}/attachments/${i}">${e(a.filename)}</a> (${e(a.contentType)})</li>`,
      )
      .join('');
    return page(
      reply,
      row.subject,
      `<p><a href="/dev/mail">← All mail</a></p><h1>${e(row.subject)}</h1>
<table><tbody><tr><th>From</th><td>${e(row.fromAddress)}</td></tr><tr><th>To</th><td>${e(row.toAddress)}</td></tr>
<tr><th>Language</th><td>${e(row.locale)}</td></tr><tr><th>Status</th><td>${e(status(row))}</td></tr></tbody></table>
${attachments ? `<h2>Attachments</h2><ul>${attachments}</ul>` : ''}
<h2>HTML</h2><iframe title="HTML body" sandbox srcdoc="${e(row.htmlBody)}"></iframe>
<h2>Text</h2><pre>${e(row.textBody)}</pre>`,
    );
  });

  app.get<{ Params: { id: string; index: string } }>(
    '/:id/attachments/:index',
    { schema: { hide: true } },
    async (request, reply) => {
      const row = await findOutboxMail(db, idOf(request.params.id));
      const attachment = row?.attachments[Number(request.params.index)];
      if (!attachment || !/^[0-9]{1,3}$/.test(request.params.index)) throw errors.routeNotFound();
      return reply
        .header('content-type', attachment.contentType)
        .header(
          'content-disposition',
          `attachment; filename="${attachment.filename.replace(/[^\w.-]/g, '_')}"`,
        )
        .header('x-content-type-options', 'nosniff')
        .send(Buffer.from(attachment.content, 'base64'));
    },
  );
};
