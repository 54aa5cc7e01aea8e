import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** One message as the SMTP server received it: the envelope and the parsed mail. */
export interface ReceivedMail {
  envelope: { from: string; to: string[] };
  /** The user name the client signed in with, when it did. */
  user: string | undefined;
  mail: ParsedMail;
}

/**
 * A fake SMTP server on 127.0.0.1 (smtp-server, the protocol side of nodemailer's own project): the
 * app's SMTP adapter reaches it through nodemailer exactly as it would a real mail server. It asks
 * for the credentials it was given (AUTH PLAIN/LOGIN over the plain connection, as a local relay
 * would), parses what arrives with mailparser, and can be told to refuse mail (all, or the next one).
 */
export async function startFakeSmtp(credentials: { user: string; pass: string }) {
  const received: ReceivedMail[] = [];
  let refuse = false;
  let refuseNext = false;
  const server = new SMTPServer({
    secure: false,
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    authMethods: ['PLAIN', 'LOGIN'],
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === credentials.user && auth.password === credentials.pass)
        return callback(null, { user: auth.username });
      return callback(new Error('Invalid username or password'));
    },
    onData(stream, session, callback) {
      if (refuse || refuseNext) {
        refuseNext = false;
        stream.resume();
        stream.on('end', () => {
          const error = new Error('Mailbox unavailable') as Error & { responseCode: number };
          error.responseCode = 550;
          callback(error);
        });
        return;
      }
      simpleParser(stream)
        .then((mail) => {
          const message: ReceivedMail = {
            envelope: {
              from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
              to: session.envelope.rcptTo.map((r) => r.address),
            },
            user: session.user as string | undefined,
            mail,
          };
          received.push(message);
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    port,
    url: `smtp://${encodeURIComponent(credentials.user)}:${encodeURIComponent(credentials.pass)}@127.0.0.1:${port}`,
    received,
    refuseMail(on: boolean) {
      refuse = on;
    },
    /** Refuses the next mail only, as a server briefly unable to take it. */
    refuseNextMail() {
      refuseNext = true;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type FakeSmtp = Awaited<ReturnType<typeof startFakeSmtp>>;
