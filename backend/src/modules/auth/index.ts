// The auth module's public surface: other modules import only from here. It owns `api_tokens`
// and `auth_failures`; sessions live in the session store.
export { AuthModule } from './auth.module.js';
export { CredentialsService } from './credentials.service.js';
export { FailedAttemptsService } from './failed-attempts.service.js';
export { SessionsService } from './sessions.service.js';
export { TokensService } from './tokens/tokens.service.js';
