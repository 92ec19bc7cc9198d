import { Body, Controller, Delete, Get, HttpCode, Param, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { EmailAddressResponse, NewsletterSender } from '@vault/contracts';
import { CurrentUser } from '../../common/decorators/current-user.decorator.js';
import { ParseIdPipe } from '../../common/http/parse-id.pipe.js';
import type { UserEntity } from '../users/index.js';
import { NewsletterSenderDto } from './dto/newsletter-sender.dto.js';
import { EmailAddressService } from './email-address.service.js';
import { NewsletterSendersService } from './newsletter-senders.service.js';

/**
 * Save by e-mail, for the signed-in person's browser session only (no API token: the address is
 * a key to the library). Writes pass the same-origin check like every other.
 */
@ApiTags('integrations')
@Controller('integrations/email')
export class EmailInController {
  constructor(
    private readonly addresses: EmailAddressService,
    private readonly senders: NewsletterSendersService,
  ) {}

  @Get()
  async address(@CurrentUser() user: UserEntity): Promise<EmailAddressResponse> {
    return { address: await this.addresses.addressFor(user.id) };
  }

  @Post('regenerate')
  @HttpCode(200)
  async regenerate(@CurrentUser() user: UserEntity): Promise<EmailAddressResponse> {
    return { address: await this.addresses.regenerate(user.id) };
  }

  @Get('newsletter-senders')
  listSenders(@CurrentUser() user: UserEntity): Promise<NewsletterSender[]> {
    return this.senders.list(user.id);
  }

  @Post('newsletter-senders')
  addSender(
    @CurrentUser() user: UserEntity,
    @Body() body: NewsletterSenderDto,
  ): Promise<NewsletterSender> {
    return this.senders.add(user.id, body.address);
  }

  @Delete('newsletter-senders/:id')
  @HttpCode(204)
  async removeSender(
    @CurrentUser() user: UserEntity,
    @Param('id', ParseIdPipe) id: number,
  ): Promise<void> {
    await this.senders.remove(user.id, id);
  }
}
