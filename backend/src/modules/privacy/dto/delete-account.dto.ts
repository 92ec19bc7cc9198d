import { DELETE_ACCOUNT_CONFIRMATION, PRIVACY_MESSAGES } from '@vault/contracts';
import { Equals, IsString } from 'class-validator';

/** Deletion needs the exact phrase (spec 5); anything else is 'Confirmation Required'. */
export class DeleteAccountDto {
  @IsString({ message: PRIVACY_MESSAGES.confirmationRequired })
  @Equals(DELETE_ACCOUNT_CONFIRMATION, { message: PRIVACY_MESSAGES.confirmationRequired })
  confirmDeletion: string;
}
