import type { MailMessage } from '../mailer.js';

export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/** mail_outbox.subject is varchar(300), counted in code points as PostgreSQL counts them. */
export const SUBJECT_MAX_LENGTH = 300;

/** A subject built from what people typed never fails the mail queue: past its column it is cut, with an ellipsis. */
function fittedSubject(subject: string): string {
  const characters = [...subject];
  return characters.length <= SUBJECT_MAX_LENGTH ? subject : `${characters.slice(0, SUBJECT_MAX_LENGTH - 1).join('')}…`;
}

export interface DetailsMail {
  readonly to: string;
  readonly subject: string;
  readonly greeting: string;
  /** Paragraphs before the table. */
  readonly intro: readonly string[];
  readonly details: readonly (readonly [label: string, value: string])[];
  /** Paragraphs after the table. */
  readonly outro: readonly string[];
}

/** A mail that reports a record: paragraphs around a label/value table, in plain text and HTML alike. */
export function detailsMail({ to, subject, greeting, intro, details, outro }: DetailsMail): MailMessage {
  const text = [
    greeting,
    '',
    ...intro.flatMap((paragraph) => [paragraph, '']),
    ...details.map(([label, value]) => `${label}: ${value}`),
    '',
    ...outro.flatMap((paragraph) => [paragraph, '']),
    'India Tours',
  ].join('\n');
  const paragraphs = (texts: readonly string[]) => texts.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join('\n');
  const rows = details.map(([label, value]) => `<tr><th align="left">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`).join('\n');
  const html = `<p>${escapeHtml(greeting)}</p>
${paragraphs(intro)}
<table>
${rows}
</table>
${paragraphs(outro)}
<p>India Tours</p>`;
  return { to, subject: fittedSubject(subject), text, html };
}
