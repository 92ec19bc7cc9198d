import { ApiTokenEntity } from '../modules/auth/tokens/api-token.entity.js';
import { UserEntity } from '../modules/users/user.entity.js';

/** Every entity, for the data source and the migration check. Modules own their entity files. */
export const ENTITIES = [UserEntity, ApiTokenEntity];
