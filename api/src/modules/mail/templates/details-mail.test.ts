import { describe, expect, it } from 'vitest';
import { SUBJECT_MAX_LENGTH, detailsMail } from './details-mail.js';

const aMail = (subject: string) => detailsMail({ to: 'asha@example.in', subject, greeting: 'Hello,', intro: [], details: [['Reference', 'TP-7KQ2M9XD']], outro: [] });

describe('detailsMail', () => {
  it('keeps a subject that fits the queue table column as it is', () => {
    const subject = `Trip plan TP-7KQ2M9XD ${'x'.repeat(SUBJECT_MAX_LENGTH - 22)}`;
    expect(aMail(subject).subject).toBe(subject);
  });

  it('cuts a longer subject to the column (300 characters, an emoji counted as one) with an ellipsis', () => {
    const subject = aMail(`Trip plan TP-7KQ2M9XD: ${'🏔️ Ladakh, '.repeat(60)}`).subject;
    expect([...subject]).toHaveLength(SUBJECT_MAX_LENGTH);
    expect(subject).toMatch(/^Trip plan TP-7KQ2M9XD: 🏔️ Ladakh, .*…$/u);
  });
});
