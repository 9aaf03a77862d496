import nodemailer from 'nodemailer';
import type { Config } from '../../config.js';
import type { Logger } from '../../logger.js';

export interface MailMessage {
  readonly to: string;
  readonly subject: string;
  readonly text: string;
  readonly html?: string;
}

/** Where the mail queue hands a message. `isDelivering` is false for the log transport (no SMTP_URL). */
export interface MailTransport {
  readonly isDelivering: boolean;
  send(message: MailMessage): Promise<void>;
  close(): void;
}

export interface MailTransportOptions {
  readonly smtpUrl: string | undefined;
  readonly mailFrom: string;
  readonly nodeEnv: Config['nodeEnv'];
  readonly logger: Logger;
}

function smtpTransport(smtpUrl: string, mailFrom: string): MailTransport {
  // Bounded well inside the queue's 120 s claim, so a hung server cannot outlive the lease (a second send).
  const transporter = nodemailer.createTransport({ url: smtpUrl, connectionTimeout: 20_000, greetingTimeout: 15_000, socketTimeout: 30_000 });
  return {
    isDelivering: true,
    async send(message) {
      await transporter.sendMail({ from: mailFrom, ...message });
    },
    close: () => transporter.close(),
  };
}

/** In development without SMTP the message is printed whole, so a developer can follow a reset link from the log. */
function logTransport(logger: Logger): MailTransport {
  return {
    isDelivering: false,
    async send(message) {
      logger.info(`Mail to ${message.to} (not sent: SMTP_URL is not set)\nSubject: ${message.subject}\n\n${message.text}\n`);
    },
    close: () => undefined,
  };
}

/**
 * SMTP when SMTP_URL is set. Without it, development and tests print each mail; production has no
 * transport at all: a reset link is a working credential, so mail waits in the queue for SMTP_URL
 * rather than being written to a log.
 */
export function createMailTransport({ smtpUrl, mailFrom, nodeEnv, logger }: MailTransportOptions): MailTransport | undefined {
  if (smtpUrl) return smtpTransport(smtpUrl, mailFrom);
  return nodeEnv === 'production' ? undefined : logTransport(logger);
}
