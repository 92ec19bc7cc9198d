import { Body, Controller, Get, HttpCode, Inject, Post, UseGuards } from '@nestjs/common';
import { SkipThrottle, ThrottlerGuard } from '@nestjs/throttler';
import type { MessageResponse, WaitlistCountResponse } from '@vault/contracts';
import { Public } from '../../common/decorators/public.decorator.js';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { JoinWaitlistDto } from './dto/join-waitlist.dto.js';
import { WaitlistService } from './waitlist.service.js';

/** `POST /api/waitlist`: the launch page's sign-up, public and rate limited like sign-up; `GET /api/waitlist/count`. */
@Controller('waitlist')
@SkipThrottle({ save: true })
export class WaitlistController {
  constructor(
    private readonly waitlist: WaitlistService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** The size of the list for the 'early adopters' line, or null below WAITLIST_COUNT_THRESHOLD. */
  @Get('count')
  @Public()
  async count(): Promise<WaitlistCountResponse> {
    const count = await this.waitlist.count();
    return { count: count >= this.config.waitlistCountThreshold ? count : null };
  }

  @Post()
  @Public()
  @HttpCode(201)
  @UseGuards(ThrottlerGuard)
  async join(@Body() body: JoinWaitlistDto): Promise<MessageResponse> {
    await this.waitlist.join(body.email);
    return { message: "You're on the list!" };
  }
}
