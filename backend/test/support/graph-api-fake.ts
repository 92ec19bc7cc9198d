import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** One call the app made to the Graph API. */
export interface GraphRequest {
  method: string;
  path: string;
  authorization: string | undefined;
  contentType: string | undefined;
  body: {
    messaging_product?: string;
    to?: string;
    type?: string;
    text?: { body?: string };
    [key: string]: unknown;
  };
}

export interface GraphApiFake {
  /** For `WHATSAPP_API_BASE`: the fake's address with a version path, as the real base has. */
  apiBase: string;
  requests: GraphRequest[];
  /** Numbers (digits, as sent in `to`) the fake refuses, as Meta refuses a number not on WhatsApp. */
  refusedNumbers: Set<string>;
  /** Texts sent to a number, oldest first. */
  textsTo(to: string): string[];
  /** The six-digit code of the latest verification message sent to a number. */
  lastCodeSentTo(to: string): string;
  /** Holds every answer until the returned function is called (a slow Graph API). */
  hold(): () => void;
  close(): Promise<void>;
}

/** A local stand-in for the WhatsApp Cloud API's `POST /{phone-number-id}/messages`, recording every call. */
export async function startGraphApiFake(): Promise<GraphApiFake> {
  const requests: GraphRequest[] = [];
  const refusedNumbers = new Set<string>();
  let counter = 0;
  let held: Promise<void> = Promise.resolve();
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => void held.then(() => answer()));
    const answer = () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      let body: GraphRequest['body'] = {};
      try {
        body = JSON.parse(raw) as GraphRequest['body'];
      } catch {
        // Recorded as empty; the assertions will say so.
      }
      requests.push({
        method: req.method ?? 'GET',
        path: new URL(req.url ?? '/', 'http://graph.test').pathname,
        authorization: req.headers.authorization,
        contentType: req.headers['content-type'],
        body,
      });
      res.setHeader('Content-Type', 'application/json');
      if (body.to && refusedNumbers.has(body.to)) {
        res.statusCode = 400;
        res.end(
          JSON.stringify({
            error: {
              message: '(#131026) Message undeliverable',
              type: 'OAuthException',
              code: 131026,
            },
          }),
        );
        return;
      }
      counter += 1;
      res.end(
        JSON.stringify({
          messaging_product: 'whatsapp',
          contacts: [{ input: body.to, wa_id: body.to }],
          messages: [{ id: `wamid.sent${counter}` }],
        }),
      );
    };
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const textsTo = (to: string) =>
    requests.filter((r) => r.body.to === to).map((r) => r.body.text?.body ?? '');
  return {
    apiBase: `http://127.0.0.1:${port}/v21.0`,
    requests,
    refusedNumbers,
    textsTo,
    lastCodeSentTo: (to) => {
      const code = textsTo(to)
        .map((text) => /verification code is (\d{6})/.exec(text)?.[1])
        .filter(Boolean)
        .at(-1);
      if (!code) throw new Error(`no code was sent to ${to}`);
      return code;
    },
    hold: () => {
      let release = () => {};
      held = new Promise((resolve) => (release = resolve));
      return () => release();
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

export const WHATSAPP_TEST_ENV = {
  WHATSAPP_TOKEN: 'test-token',
  WHATSAPP_PHONE_NUMBER_ID: '1098765432',
  WHATSAPP_APP_SECRET: 'test-app-secret',
  WHATSAPP_VERIFY_TOKEN: 'test-verify-token',
};
