import type { UserEntity } from '../../modules/users/user.entity.js';

declare global {
  namespace Express {
    // Passport's `req.user` is the user row, read from the database on each request.
    // eslint-disable-next-line @typescript-eslint/no-empty-object-type
    interface User extends UserEntity {}
    interface Request {
      authMethod?: 'session' | 'token';
      /** The API token a Bearer request was made with. */
      apiTokenId?: number;
      /** What that token may do. */
      apiTokenScopes?: readonly string[];
    }
  }
}
