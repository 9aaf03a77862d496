import nodemailer from 'nodemailer';

export interface MailMessage {
  readonly to: string;
  readonly subject: string;
  readonly text: string;
  readonly html?: string;
}

/** Where the outbox hands a message. `isDelivering` is false for the log transport (no SMTP_URL). */
export interface MailTransport {
  readonly isDelivering: boolean;
  send(message: MailMessage): Promise<void>;
  close(): void;
}

export interface MailTransportOptions {
  readonly smtpUrl: string | undefined;
  readonly mailFrom: string;
}

function smtpTransport(smtpUrl: string, mailFrom: string): MailTransport {
  // Bounded well inside the outbox's 120 s claim, so a hung server cannot outlive the lease (a second send).
  const transporter = nodemailer.createTransport({ url: smtpUrl, connectionTimeout: 20_000, greetingTimeout: 15_000, socketTimeout: 30_000 });
  return {
    isDelivering: true,
    async send(message) {
      await transporter.sendMail({ from: mailFrom, ...message });
    },
    close: () => transporter.close(),
  };
}

/** Without SMTP the message is printed whole, so a developer can follow a reset link from the log. */
const logTransport: MailTransport = {
  isDelivering: false,
  async send(message) {
    console.log(`Mail to ${message.to} (not sent: SMTP_URL is not set)\nSubject: ${message.subject}\n\n${message.text}\n`);
  },
  close: () => undefined,
};

export function createMailTransport({ smtpUrl, mailFrom }: MailTransportOptions): MailTransport {
  return smtpUrl ? smtpTransport(smtpUrl, mailFrom) : logTransport;
}
