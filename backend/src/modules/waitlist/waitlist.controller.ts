import { Body, Controller, HttpCode, Post, UseGuards } from '@nestjs/common';
import { SkipThrottle, ThrottlerGuard } from '@nestjs/throttler';
import type { MessageResponse } from '@vault/contracts';
import { Public } from '../../common/decorators/public.decorator.js';
import { JoinWaitlistDto } from './dto/join-waitlist.dto.js';
import { WaitlistService } from './waitlist.service.js';

/** `POST /api/waitlist`: the launch page's sign-up, public and rate limited like sign-up. */
@Controller('waitlist')
@SkipThrottle({ save: true })
export class WaitlistController {
  constructor(private readonly waitlist: WaitlistService) {}

  @Post()
  @Public()
  @HttpCode(201)
  @UseGuards(ThrottlerGuard)
  async join(@Body() body: JoinWaitlistDto): Promise<MessageResponse> {
    await this.waitlist.join(body.email);
    return { message: "You're on the list!" };
  }
}
