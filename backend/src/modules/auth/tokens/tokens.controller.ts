import {
  Body,
  Controller,
  Delete,
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
import type { ApiToken, CreatedApiToken } from '@vault/contracts';
import type { Request } from 'express';
import { CsrfExempt } from '../../../common/decorators/csrf-exempt.decorator.js';
import { CurrentUser } from '../../../common/decorators/current-user.decorator.js';
import { Public } from '../../../common/decorators/public.decorator.js';
import { assertSameOrigin } from '../../../common/http/same-origin.js';
import type { AppConfig } from '../../../config/app-config.js';
import { APP_CONFIG } from '../../../config/config.module.js';
import { CredentialsService } from '../credentials.service.js';
import type { UserEntity } from '../../users/user.entity.js';
import { CreateTokenDto } from './dto/create-token.dto.js';
import { TokensService } from './tokens.service.js';
import { ParseIdPipe } from '../../../common/http/parse-id.pipe.js';

@Controller('auth/tokens')
@SkipThrottle({ save: true })
export class TokensController {
  constructor(
    private readonly tokensService: TokensService,
    private readonly credentials: CredentialsService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * Issues a personal API token. With username and password in the body it authenticates by them
   * alone (the extension's sign-in); otherwise it acts for the signed-in session, from our own origin.
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
      );
      if (!user) throw new UnauthorizedException('Invalid username or password');
    } else {
      if (!request.user) throw new UnauthorizedException('Please sign in');
      if (request.authMethod !== 'token') assertSameOrigin(request, this.config.appUrl);
      user = request.user;
    }
    return this.tokensService.create(user.id, body.name);
  }

  @Get()
  list(@CurrentUser() user: UserEntity): Promise<ApiToken[]> {
    return this.tokensService.list(user.id);
  }

  @Delete(':id')
  @HttpCode(204)
  revoke(@CurrentUser() user: UserEntity, @Param('id', ParseIdPipe) id: number): Promise<void> {
    return this.tokensService.revoke(user.id, id);
  }
}
