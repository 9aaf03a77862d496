import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface Mailbox {
  /** `smtp://127.0.0.1:<port>`, for the app's SMTP_URL. */
  readonly url: string;
  /** The next mail to `recipient` (received after this call), waiting up to `timeoutMs`. */
  nextMailTo(recipient: string, timeoutMs?: number): Promise<ParsedMail>;
  close(): Promise<void>;
}

/** A real SMTP server in the test process: the app's mail crosses the wire as it would in production. */
export async function startMailbox(): Promise<Mailbox> {
  const received: ParsedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream).then(
        (mail) => {
          received.push(mail);
          callback();
        },
        (error: Error) => callback(error),
      );
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;

  return {
    url: `smtp://127.0.0.1:${port}`,
    async nextMailTo(recipient, timeoutMs = 15_000) {
      const seenBefore = received.length;
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const mail = received.slice(seenBefore).find((candidate) => JSON.stringify(candidate.to ?? '').includes(recipient));
        if (mail) return mail;
        if (Date.now() > deadline) throw new Error(`No mail reached ${recipient} within ${timeoutMs} ms.`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
