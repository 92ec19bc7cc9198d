// The users module's public surface: other modules import only from here. It owns the `users`
// table; the entity is exported as a type only, so other modules change accounts through these
// services.
export { UsersCoreModule, UsersModule } from './users.module.js';
export { type NewUser, type ProfileChanges, UsersService } from './users.service.js';
export {
  AccountLedgerService,
  type AccountUsage,
  type AllowanceUnitPlaceholders,
  type PlanState,
} from './account-ledger.service.js';
export { AvatarStorageService } from './avatar/avatar-storage.service.js';
export { currentPeriodStart } from './usage-period.js';
export { toUserResponse } from './user-response.js';
export type { UserEntity } from './user.entity.js';
