import type { Role } from '@vault/contracts';
import { withDatabase } from './database';

/** Sets a user's role (the first account of a fresh database is an administrator). */
export function setRole(username: string, role: Role): Promise<void> {
  return withDatabase(async (client) => {
    await client.query(`UPDATE users SET role = $2 WHERE lower(username) = lower($1)`, [
      username,
      role,
    ]);
  });
}
