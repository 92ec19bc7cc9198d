import { TOP_UP } from '@vault/contracts';
import { Equals, IsDefined } from 'class-validator';

/** `POST /api/create-topup {amount: 499}`: the one top-up on offer; any other amount is refused. */
export class CreateTopUpDto {
  @IsDefined({ message: `amount is required (${TOP_UP.amountCents})` })
  @Equals(TOP_UP.amountCents, {
    message: `A top-up costs ${TOP_UP.price} USD: amount must be ${TOP_UP.amountCents}`,
  })
  amount: number;
}
