import { PRODUCT_NAME } from '@shared/constants';

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
/** Names and post text come from users: never markup in a mail. */
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);

/** The e-mail for a notification: plain text, and the same as simple HTML. */
export function renderMail(
  appUrl: string,
  { title, message, link }: { title: string; message: string; link: string | null },
) {
  const base = appUrl.replace(/\/+$/, '');
  const url = link ? `${base}${link}` : base;
  const settings = `${base}/settings`;
  return {
    subject: `${PRODUCT_NAME}: ${title}`.slice(0, 255),
    text: `${title}\n\n${message}\n\nOpen it in ${PRODUCT_NAME}: ${url}\n\nChoose which e-mails you get: ${settings}\n`,
    html:
      `<p><strong>${escapeHtml(title)}</strong></p><p>${escapeHtml(message)}</p>` +
      `<p><a href="${escapeHtml(url)}">Open it in ${PRODUCT_NAME}</a></p>` +
      `<p style="color:#666;font-size:12px"><a href="${escapeHtml(settings)}">Choose which e-mails you get</a></p>`,
  };
}
