/** Sends messages to people; the WhatsApp Cloud API in production, an outbox in development. */
export interface MessagingProvider {
  /** Whether messages really leave (false for the development outbox). */
  readonly delivers: boolean;
  /**
   * `to` is a number in E.164 or a WhatsApp id (digits). `secret` is a part of `body` (a
   * verification code) that must never be stored or logged in plain text.
   */
  sendText(to: string, body: string, secret?: string): Promise<void>;
}

export const MESSAGING_PROVIDER = Symbol('MESSAGING_PROVIDER');

/** A message the provider could not send; `permanent` when sending it again cannot help. */
export class MessagingError extends Error {
  constructor(
    message: string,
    readonly permanent: boolean,
  ) {
    super(message);
    this.name = 'MessagingError';
  }
}
