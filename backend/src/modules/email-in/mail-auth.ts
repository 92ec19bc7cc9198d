import type { EmailVerdict } from '@vault/contracts';
import { authenticate } from 'mailauth';
import type { MailDnsResolver } from './mail-dns.js';

export interface MailAuthInput {
  raw: Buffer;
  /** The connecting client's address, the EHLO name and the MAIL FROM address. */
  ip: string;
  helo: string;
  mailFrom: string;
  /** Our host name, written into the verdicts. */
  mta: string;
  resolver: MailDnsResolver;
}

export interface MailAuthResult {
  verdict: Omit<EmailVerdict, 'from'>;
  /** The From domain publishes `p=reject` and the message fails DMARC: it must be refused. */
  rejectedByPolicy: boolean;
}

/**
 * SPF, DKIM and DMARC of one message through mailauth. A lookup that finds no answer (no
 * network, a server failure) ends as `temperror` or `none`, never as a DMARC fail, so without
 * DNS the address's token alone decides.
 */
export async function checkMailAuth(input: MailAuthInput): Promise<MailAuthResult> {
  const result = await authenticate(input.raw, {
    ip: input.ip,
    helo: input.helo,
    sender: input.mailFrom,
    mta: input.mta,
    resolver: input.resolver,
    disableArc: true,
    disableBimi: true,
  });
  const dkimResults = result.dkim.results ?? [];
  const dkim =
    dkimResults.find((entry) => entry.status.result === 'pass')?.status.result ??
    dkimResults[0]?.status.result ??
    'none';
  const dmarc = result.dmarc ? result.dmarc.status.result : 'none';
  return {
    verdict: { spf: result.spf ? result.spf.status.result : 'none', dkim, dmarc },
    rejectedByPolicy:
      result.dmarc !== false && dmarc === 'fail' && result.dmarc.policy === 'reject',
  };
}
