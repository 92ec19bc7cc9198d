import type { AddressInfo } from 'node:net';
import nodemailer from 'nodemailer';
import type Mail from 'nodemailer/lib/mailer/index.js';
import SMTPConnection from 'nodemailer/lib/smtp-connection/index.js';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** What the receiver answered: 250, or the refusal's code and text. */
export type SmtpAnswer =
  | { accepted: true; response: string }
  | { accepted: false; responseCode: number; response: string };

function answerOf(error: unknown): SmtpAnswer {
  const failure = error as { responseCode?: number; response?: string; message: string };
  if (failure.responseCode === undefined) throw error;
  return {
    accepted: false,
    responseCode: failure.responseCode,
    response: failure.response ?? failure.message,
  };
}

/** Sends one message with nodemailer, as another mail server would deliver it. */
export async function sendMail(
  port: number,
  message: Mail.Options,
  dkim?: { domainName: string; keySelector: string; privateKey: string },
): Promise<SmtpAnswer> {
  const transport = nodemailer.createTransport({
    host: '127.0.0.1',
    port,
    secure: false,
    ignoreTLS: true,
    name: 'mx.sender.test',
    ...(dkim ? { dkim } : {}),
  });
  try {
    const info = await transport.sendMail(message);
    return { accepted: true, response: info.response };
  } catch (error) {
    return answerOf(error);
  } finally {
    transport.close();
  }
}

/** Sends raw bytes under an envelope of our choosing (a client that lies about the size, a non-message). */
export async function sendRaw(
  port: number,
  envelope: { from: string; to: string; size?: number },
  raw: string | Buffer,
): Promise<SmtpAnswer> {
  const connection = new SMTPConnection({
    host: '127.0.0.1',
    port,
    ignoreTLS: true,
    name: 'mx.sender.test',
  });
  try {
    await new Promise<void>((resolve, reject) =>
      connection.connect((error) => (error ? reject(error) : resolve())),
    );
    const info = await new Promise<SMTPConnection.SentMessageInfo>((resolve, reject) =>
      connection.send(envelope, raw, (error, result) => (error ? reject(error) : resolve(result))),
    );
    return { accepted: true, response: info.response };
  } catch (error) {
    return answerOf(error);
  } finally {
    connection.close();
  }
}

type Records = Record<string, string[][] | string[]>;

/**
 * The DNS of the test world as a table (`TXT:_dmarc.bank.test`): a name it lacks does not exist,
 * and a name listed under `failing` answers with a server failure, as an offline machine does.
 */
export function dnsTable(records: Records, failing: string[] = []) {
  return (name: string, rrtype: string): Promise<string[][] | string[]> => {
    const key = `${rrtype}:${name.toLowerCase()}`;
    if (failing.some((domain) => name.toLowerCase().endsWith(domain))) {
      return Promise.reject(
        Object.assign(new Error(`queryTxt ESERVFAIL ${name}`), { code: 'ESERVFAIL' }),
      );
    }
    const found = records[key];
    if (found) return Promise.resolve(found);
    return Promise.reject(
      Object.assign(new Error(`query${rrtype} ENOTFOUND ${name}`), { code: 'ENOTFOUND' }),
    );
  };
}

export interface Relay {
  port: number;
  received: ParsedMail[];
  close(): Promise<void>;
}

/** A local mail relay (smtp-server) standing in for the operator's outgoing SMTP server. */
export async function startRelay(): Promise<Relay> {
  const received: ParsedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    disableReverseLookup: true,
    logger: false,
    onAuth: (_auth, _session, callback) => callback(null, { user: 'vault' }),
    onData: (stream, _session, callback) => {
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
  return {
    port: (server.server.address() as AddressInfo).port,
    received,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
