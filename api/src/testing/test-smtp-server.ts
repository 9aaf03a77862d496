import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface TestSmtpServer {
  /** `smtp://127.0.0.1:<port>`, for SMTP_URL. */
  readonly url: string;
  readonly messages: ParsedMail[];
  /** The first message to `recipient` received after the call started, waiting up to `timeoutMs`. */
  waitForMail(recipient: string, timeoutMs?: number): Promise<ParsedMail>;
  /** Makes the next `count` deliveries fail with a temporary error (to exercise retries). */
  failNext(count: number): void;
  close(): Promise<void>;
}

/** A real SMTP server in the test process: mail goes over the wire exactly as in production. */
export async function startTestSmtpServer(): Promise<TestSmtpServer> {
  const messages: ParsedMail[] = [];
  let failuresLeft = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      if (failuresLeft > 0) {
        failuresLeft -= 1;
        stream.resume();
        stream.on('end', () => callback(Object.assign(new Error('Mailbox busy, try later'), { responseCode: 451 })));
        return;
      }
      simpleParser(stream).then(
        (mail) => {
          messages.push(mail);
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
    messages,
    async waitForMail(recipient, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      const alreadySeen = messages.length;
      for (;;) {
        const found = messages.slice(alreadySeen).find((mail) => mail.to && JSON.stringify(mail.to).includes(recipient));
        if (found) return found;
        if (Date.now() > deadline) throw new Error(`No mail reached ${recipient} within ${timeoutMs} ms.`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    failNext(count) {
      failuresLeft = count;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
