import { WHATSAPP_MESSAGES } from '@vault/contracts';
import { IsDefined, IsString, MaxLength } from 'class-validator';

/** `POST /api/whatsapp/verify`. */
export class WhatsappVerifyDto {
  @IsDefined({ message: WHATSAPP_MESSAGES.codeRequired })
  @IsString({ message: WHATSAPP_MESSAGES.invalidCode })
  @MaxLength(32, { message: WHATSAPP_MESSAGES.invalidCode })
  code: string;
}
