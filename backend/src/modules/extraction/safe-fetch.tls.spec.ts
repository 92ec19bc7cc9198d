import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Resolver } from './safe-fetch.js';
import { safeFetch } from './safe-fetch.js';

// A throwaway self-signed certificate made at run time, so no private key lives in the repo.
function makeCertificate(dir: string): { key: Buffer; cert: Buffer } | null {
  const key = path.join(dir, 'key.pem');
  const cert = path.join(dir, 'cert.pem');
  try {
    execFileSync(
      'openssl',
      ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1'].concat(
        ['-keyout', key, '-out', cert, '-subj', '/CN=secure.test'],
        ['-addext', 'subjectAltName=DNS:secure.test'],
      ),
      { stdio: 'ignore' },
    );
    return { key: fs.readFileSync(key), cert: fs.readFileSync(cert) };
  } catch {
    return null;
  }
}

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'safe-fetch-tls-'));
const pair = makeCertificate(dir);

describe.skipIf(pair === null)('safeFetch over TLS (needs openssl)', () => {
  const seenNames: (string | undefined)[] = [];
  let hits = 0;
  let server: https.Server;

  beforeAll(async () => {
    server = https.createServer(
      {
        ...pair,
        SNICallback: (name, done) => {
          seenNames.push(name);
          done(null);
        },
      },
      (_request, response) => {
        hits += 1;
        response.end('secret');
      },
    );
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  });

  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('connects to the pinned address, sends the URL host as SNI and verifies the certificate', async () => {
    const resolver: Resolver = () => Promise.resolve([{ address: '127.0.0.1', family: 4 }]);
    const { port } = server.address() as AddressInfo;
    const error: unknown = await safeFetch(`https://secure.test:${port}/`, {
      allowedHosts: ['127.0.0.1'],
      resolver,
    }).catch((reason: unknown) => reason);
    // The pinned socket reached the listener with the original name; the untrusted
    // certificate was then refused, permanently, before any request was sent.
    expect(seenNames).toEqual(['secure.test']);
    expect(error).toMatchObject({
      kind: 'network',
      transient: false,
      message: "The site's security certificate is not valid",
    });
    expect(hits).toBe(0);
  });
});
