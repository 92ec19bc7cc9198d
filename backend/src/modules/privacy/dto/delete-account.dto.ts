import { DELETE_ACCOUNT_CONFIRMATION, PRIVACY_MESSAGES } from '@vault/contracts';
import { Equals, IsNotEmpty, IsString } from 'class-validator';

/** Deletion needs the exact phrase (spec 5); anything else is 'Confirmation Required'. */
export class DeleteAccountDto {
  @IsString({ message: PRIVACY_MESSAGES.confirmationRequired })
  @Equals(DELETE_ACCOUNT_CONFIRMATION, { message: PRIVACY_MESSAGES.confirmationRequired })
  confirmDeletion: string;

  /** Asked every time: a session or device left signed in must not be enough to delete everything. */
  @IsString({ message: 'Please enter your password' })
  @IsNotEmpty({ message: 'Please enter your password' })
  password: string;
}
