import { IsIn, IsOptional } from 'class-validator';

/** `POST /api/billing/portal`: the page the portal returns to (only pages of this app). */
export class BillingPortalDto {
  @IsOptional()
  @IsIn(['/pricing', '/settings'], { message: 'returnPath must be /pricing or /settings' })
  returnPath?: '/pricing' | '/settings';
}
