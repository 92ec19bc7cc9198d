import {
  Body,
  Controller,
  Delete,
  ForbiddenException,
  Get,
  HttpCode,
  Inject,
  Param,
  Post,
  Req,
  UnauthorizedException,
  UseGuards,
} from '@nestjs/common';
import { SkipThrottle, ThrottlerGuard } from '@nestjs/throttler';
import {
  API_TOKEN_SCOPES,
  type ApiToken,
  type CreatedApiToken,
  EXTENSION_TOKEN_SCOPES,
} from '@vault/contracts';
import type { Request } from 'express';
import { CsrfExempt } from '../../../common/decorators/csrf-exempt.decorator.js';
import { CurrentUser } from '../../../common/decorators/current-user.decorator.js';
import { Public } from '../../../common/decorators/public.decorator.js';
import { TokenScope } from '../../../common/decorators/token-scope.decorator.js';
import { assertSameOrigin } from '../../../common/http/same-origin.js';
import type { AppConfig } from '../../../config/app-config.js';
import { APP_CONFIG } from '../../../config/config.module.js';
import { CredentialsService } from '../credentials.service.js';
import { DeviceTokensService } from '../device-tokens.service.js';
import type { UserEntity } from '../../users/index.js';
import { CreateTokenDto } from './dto/create-token.dto.js';
import { TokensService } from './tokens.service.js';
import { ParseIdPipe } from '../../../common/http/parse-id.pipe.js';

const sessionRequired = () =>
  new ForbiddenException({
    message: 'This needs you signed in to Vault in a browser; an API token cannot do it',
    code: 'session_required',
  });

@Controller('auth/tokens')
@SkipThrottle({ save: true })
export class TokensController {
  constructor(
    private readonly tokensService: TokensService,
    private readonly credentials: CredentialsService,
    private readonly devices: DeviceTokensService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * Issues a personal API token. With username and password in the body it authenticates by them
   * alone (the extension's sign-in, with the extension's scopes); otherwise it acts for the
   * signed-in browser session, from our own origin. A token never mints another: it could
   * outlive its own revocation.
   */
  @Post()
  @Public()
  @CsrfExempt()
  @UseGuards(ThrottlerGuard)
  async create(@Body() body: CreateTokenDto, @Req() request: Request): Promise<CreatedApiToken> {
    let user: UserEntity | null;
    if (body.username !== undefined || body.password !== undefined) {
      user = await this.credentials.verifySignIn(
        body.username ?? '',
        body.password ?? '',
        request.ip,
        body.deviceToken,
      );
      if (!user) throw new UnauthorizedException('Invalid username or password');
      const created = await this.tokensService.create(user.id, body.name, EXTENSION_TOKEN_SCOPES);
      const known = this.devices.verify(body.deviceToken, user.id);
      return { ...created, deviceToken: known ? body.deviceToken! : this.devices.issue(user.id) };
    }
    if (!request.user) throw new UnauthorizedException('Please sign in');
    if (request.authMethod === 'token') throw sessionRequired();
    assertSameOrigin(request, this.config.appUrl);
    return this.tokensService.create(request.user.id, body.name, API_TOKEN_SCOPES);
  }

  @Get()
  list(@CurrentUser() user: UserEntity): Promise<ApiToken[]> {
    return this.tokensService.list(user.id);
  }

  /** A browser revokes any of its tokens; a token may revoke only itself (the extension's sign-out). */
  @Delete(':id')
  @HttpCode(204)
  @TokenScope('account:read')
  revoke(
    @CurrentUser() user: UserEntity,
    @Param('id', ParseIdPipe) id: number,
    @Req() request: Request,
  ): Promise<void> {
    if (request.authMethod === 'token' && request.apiTokenId !== id) throw sessionRequired();
    return this.tokensService.revoke(user.id, id);
  }
}
