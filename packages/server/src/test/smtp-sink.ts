import { SMTPServer } from 'smtp-server';

/** A message the sink received: its recipients (comma-joined) and the raw message. */
export interface SunkMail {
  to: string;
  raw: string;
}

/** A real SMTP server for mail tests: every message lands in `inbox`. */
export interface SmtpSink {
  inbox: SunkMail[];
  /** Listens on `port` (0: any free one) and answers the port. */
  up: (port?: number) => Promise<number>;
  down: () => Promise<void>;
  /** The URL the app sends through, once up. */
  url: () => string;
}

export function smtpSink(): SmtpSink {
  const inbox: SunkMail[] = [];
  let server: SMTPServer | null = null;
  let port = 0;
  return {
    inbox,
    async up(on = 0) {
      const s = new SMTPServer({
        authOptional: true,
        disabledCommands: ['STARTTLS'],
        logger: false,
        onData(stream, session, callback) {
          let raw = '';
          stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
          stream.on('end', () => {
            inbox.push({ to: session.envelope.rcptTo.map((r) => r.address).join(','), raw });
            callback();
          });
        },
      });
      server = s;
      await new Promise<void>((resolve) => s.listen(on, '127.0.0.1', () => resolve()));
      port = (s.server.address() as { port: number }).port;
      return port;
    },
    down: () => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())),
    url: () => `smtp://127.0.0.1:${port}`,
  };
}
