import { applyDecorators, SetMetadata } from '@nestjs/common';
import { ApiBearerAuth, ApiExtension } from '@nestjs/swagger';
import type { ApiTokenScope } from '@vault/contracts';

export const TOKEN_SCOPE_KEY = 'vault:tokenScope';

/**
 * Opens a route to API tokens that hold `scope`. A route without it is for browser sessions only:
 * a token is refused there (403 `session_required`), so a new route never opens to tokens by
 * accident. The OpenAPI document lists the scope as `x-token-scope` beside Bearer auth.
 */
export const TokenScope = (scope: ApiTokenScope) =>
  applyDecorators(
    SetMetadata(TOKEN_SCOPE_KEY, scope),
    ApiBearerAuth(),
    ApiExtension('x-token-scope', scope),
  );
