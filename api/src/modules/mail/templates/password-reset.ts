import type { MailMessage } from '../mailer.js';
import { escapeHtml } from './details-mail.js';

/** The reset mail: the link is the whole point, so it stands alone on its line in both parts. */
export function passwordResetMail(options: { to: string; name: string; resetUrl: string; validMinutes: number }): MailMessage {
  const { to, name, resetUrl, validMinutes } = options;
  const text = [
    `Hello ${name},`,
    '',
    'Someone (we hope you) asked to reset the password of your India Tours account. Open this link to choose a new one:',
    '',
    resetUrl,
    '',
    `The link works once and for ${validMinutes} minutes. If you did not ask for it, ignore this mail: your password stays as it is.`,
    '',
    'India Tours',
  ].join('\n');
  const html = `<p>Hello ${escapeHtml(name)},</p>
<p>Someone (we hope you) asked to reset the password of your India Tours account.</p>
<p><a href="${escapeHtml(resetUrl)}">Choose a new password</a></p>
<p>The link works once and for ${validMinutes} minutes. If you did not ask for it, ignore this mail: your password stays as it is.</p>
<p>India Tours</p>`;
  return { to, subject: 'Reset your India Tours password', text, html };
}
