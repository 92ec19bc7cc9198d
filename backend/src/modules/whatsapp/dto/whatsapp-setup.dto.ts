import { WHATSAPP_MESSAGES } from '@vault/contracts';
import { IsDefined, IsString, MaxLength } from 'class-validator';

/** `POST /api/whatsapp/setup`; the number's format is checked by the service (E.164). */
export class WhatsappSetupDto {
  @IsDefined({ message: WHATSAPP_MESSAGES.phoneRequired })
  @IsString({ message: WHATSAPP_MESSAGES.phoneFormat })
  @MaxLength(64, { message: WHATSAPP_MESSAGES.phoneFormat })
  phoneNumber: string;
}
