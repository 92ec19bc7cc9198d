import { Body, Controller, Get, HttpCode, Post, Req, Res, UseGuards } from '@nestjs/common';
import { SkipThrottle, ThrottlerGuard } from '@nestjs/throttler';
import type { MessageResponse, User } from '@vault/contracts';
import type { Request, Response } from 'express';
import { CurrentUser } from '../../common/decorators/current-user.decorator.js';
import { Public } from '../../common/decorators/public.decorator.js';
import { TokenScope } from '../../common/decorators/token-scope.decorator.js';
import { endSession } from '../../common/http/end-session.js';
import { isCrossSiteFetch } from '../../common/http/same-origin.js';
import { toUserResponse, type UserEntity } from '../users/index.js';
import { AuthService } from './auth.service.js';
import { DeviceTokensService } from './device-tokens.service.js';
import { ChangePasswordDto } from './dto/change-password.dto.js';
import { RegisterDto } from './dto/register.dto.js';
import { LocalAuthGuard } from './local-auth.guard.js';

function logIn(request: Request, user: UserEntity): Promise<void> {
  return new Promise((resolve, reject) =>
    request.logIn(user, (error: unknown) =>
      error ? reject(error instanceof Error ? error : new Error('Sign-in failed')) : resolve(),
    ),
  );
}

/** Sign-in and sign-up count against the `auth` limit only. */
@Controller()
@SkipThrottle({ save: true })
export class AuthController {
  constructor(
    private readonly authService: AuthService,
    private readonly devices: DeviceTokensService,
  ) {}

  @Post('register')
  @Public()
  @UseGuards(ThrottlerGuard)
  async register(
    @Body() body: RegisterDto,
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ): Promise<User> {
    const user = await this.authService.register(body);
    await logIn(request, user);
    this.devices.remember(request, response, user.id);
    return toUserResponse(user);
  }

  @Post('login')
  @Public()
  @HttpCode(200)
  @UseGuards(ThrottlerGuard, LocalAuthGuard)
  login(
    @CurrentUser() user: UserEntity,
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ): User {
    this.devices.remember(request, response, user.id);
    return toUserResponse(user);
  }

  /** The sign-in address the webapp sends a signed-out person to (spec 2.1): the Account card at /. */
  @Get('login')
  @Public()
  loginPage(@Res() response: Response): void {
    response.redirect(302, '/');
  }

  @Post('logout')
  @Public()
  @HttpCode(200)
  async logout(
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ): Promise<MessageResponse> {
    await endSession(request, response);
    return { message: 'Signed out' };
  }

  /**
   * Spec 2.1 keeps a GET sign-out for one screen's link. A GET another site can trigger (an
   * <img>, a link) must not change state, so a browser-marked cross-site request only redirects.
   */
  @Get('logout')
  @Public()
  async logoutAndRedirect(@Req() request: Request, @Res() response: Response): Promise<void> {
    if (!isCrossSiteFetch(request)) await endSession(request, response);
    response.redirect(302, '/');
  }

  @Get('auth/user')
  @TokenScope('account:read')
  currentUser(@CurrentUser() user: UserEntity): User {
    return toUserResponse(user);
  }

  @Post('auth/change-password')
  @HttpCode(200)
  async changePassword(
    @CurrentUser() user: UserEntity,
    @Body() body: ChangePasswordDto,
    @Req() request: Request,
  ): Promise<MessageResponse> {
    await this.authService.changePassword(user, body, async () => {
      // Passport gives the session a new id when it signs in (the old one is destroyed).
      await logIn(request, user);
      return request.sessionID;
    });
    return { message: 'Password changed' };
  }
}
