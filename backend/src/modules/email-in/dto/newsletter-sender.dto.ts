import { IsEmail, IsString, MaxLength } from 'class-validator';

/** `POST /api/integrations/email/newsletter-senders`. */
export class NewsletterSenderDto {
  @IsString({ message: 'Enter the sender’s e-mail address' })
  @MaxLength(320, { message: 'That address is too long' })
  @IsEmail({}, { message: 'Enter a valid e-mail address' })
  address: string;
}
