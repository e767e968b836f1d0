import { SMTPServer } from 'smtp-server';
import { freePort } from './free-port.ts';
import { mailText } from './mail-text.ts';

export interface CapturedMail {
  to: string[];
  raw: string;
  text: string;
}

export interface SmtpSink {
  port: number;
  messages: CapturedMail[];
  /** The first message to `address` (arrived or arriving) that satisfies `match`. */
  waitForMail: (address: string, match?: (mail: CapturedMail) => boolean, timeoutMs?: number) => Promise<CapturedMail>;
  close: () => Promise<void>;
}

/** A real SMTP server on a free port that keeps every message the app sends. */
export async function startSmtpSink(): Promise<SmtpSink> {
  const messages: CapturedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const to = session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase());
        messages.push({ to, raw, text: mailText(raw) });
        callback();
      });
    },
  });
  const port = await freePort();
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });

  const waitForMail: SmtpSink['waitForMail'] = async (address, match = () => true, timeoutMs = 60_000) => {
    const deadline = Date.now() + timeoutMs;
    const wanted = address.toLowerCase();
    while (Date.now() < deadline) {
      const found = messages.find((mail) => mail.to.includes(wanted) && match(mail));
      if (found) return found;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`No mail to ${address} within ${timeoutMs} ms (captured: ${messages.map((m) => m.to.join(',')).join('; ') || 'none'})`);
  };

  return { port, messages, waitForMail, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
