import { ApiTokenEntity } from '../modules/auth/tokens/api-token.entity.js';
import { ContentItemEntity } from '../modules/content/content-item.entity.js';
import { ContentSnapshotEntity } from '../modules/content/content-snapshot.entity.js';
import { CreditTransactionEntity } from '../modules/credits/credit-transaction.entity.js';
import { UserEntity } from '../modules/users/user.entity.js';

/** Every entity, for the data source and the migration check. Modules own their entity files. */
export const ENTITIES = [
  UserEntity,
  ApiTokenEntity,
  ContentItemEntity,
  ContentSnapshotEntity,
  CreditTransactionEntity,
];
