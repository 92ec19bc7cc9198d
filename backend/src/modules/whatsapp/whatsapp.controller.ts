import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type {
  MessageResponse,
  WhatsappSetupResponse,
  WhatsappVerifyResponse,
} from '@vault/contracts';
import { CurrentUser } from '../../common/decorators/current-user.decorator.js';
import type { UserEntity } from '../users/index.js';
import { WhatsappSetupDto } from './dto/whatsapp-setup.dto.js';
import { WhatsappVerifyDto } from './dto/whatsapp-verify.dto.js';
import { WhatsappVerificationService } from './whatsapp-verification.service.js';

/** The signed-in person's WhatsApp connection (spec 7): request a code, confirm it, disconnect. */
@ApiTags('whatsapp')
@Controller('whatsapp')
export class WhatsappController {
  constructor(private readonly verification: WhatsappVerificationService) {}

  @Post('setup')
  @HttpCode(200)
  setup(
    @CurrentUser() user: UserEntity,
    @Body() body: WhatsappSetupDto,
  ): Promise<WhatsappSetupResponse> {
    return this.verification.setup(user, body.phoneNumber);
  }

  @Post('verify')
  @HttpCode(200)
  verify(
    @CurrentUser() user: UserEntity,
    @Body() body: WhatsappVerifyDto,
  ): Promise<WhatsappVerifyResponse> {
    return this.verification.verify(user, body.code);
  }

  @Post('disable')
  @HttpCode(200)
  disable(@CurrentUser() user: UserEntity): Promise<MessageResponse> {
    return this.verification.disable(user);
  }
}
