import { SMTPServer } from 'smtp-server';
import type { AddressInfo } from 'node:net';
import { decodeQuotedPrintable } from './mail-text';

/** One message as a loopback SMTP server received it. */
export interface ReceivedMail {
  from: string;
  to: string[];
  /** The raw message, quoted-printable soft breaks and escapes undone. */
  text: string;
}

/** A plain-text SMTP server (smtp-server) on a free loopback port that keeps what it receives. */
export interface SmtpTestServer {
  url: string;
  received: ReceivedMail[];
  /** Refuses the next `count` messages with a temporary error (451), as a busy server would. */
  refuseNext(count: number): void;
  close(): Promise<void>;
}

export async function startSmtpTestServer(): Promise<SmtpTestServer> {
  const received: ReceivedMail[] = [];
  let toRefuse = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (toRefuse > 0) {
          toRefuse--;
          callback(Object.assign(new Error('Try again later'), { responseCode: 451 }));
          return;
        }
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          text: decodeQuotedPrintable(Buffer.concat(chunks).toString('utf8')),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    refuseNext: (count) => {
      toRefuse = count;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
