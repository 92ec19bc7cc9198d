import { SetMetadata } from '@nestjs/common';

export const CSRF_EXEMPT_KEY = 'vault:csrfExempt';

/**
 * Skips the same-origin check: only for routes that never act on the session cookie
 * (signed webhooks, credential-authenticated token creation, which checks the origin itself when it uses the session).
 */
export const CsrfExempt = () => SetMetadata(CSRF_EXEMPT_KEY, true);
