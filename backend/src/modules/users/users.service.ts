import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import type { Role } from '@vault/contracts';
import { DataSource, type EntityManager, Repository } from 'typeorm';
import { preparedQuery } from '../../database/prepared-query.js';
import { UserEntity } from './user.entity.js';

/** Arbitrary constant: serialises sign-ups so exactly one first account becomes admin. */
const FIRST_USER_LOCK_ID = 7_301_925;

const UNIQUE_VIOLATION = '23505';

export type ProfileChanges = Partial<Pick<UserEntity, 'firstName' | 'lastName' | 'email'>>;

function emailTaken(): ConflictException {
  return new ConflictException({
    message: 'An account with that email already exists',
    code: 'email_taken',
  });
}

export interface NewUser {
  username: string;
  email: string;
  passwordHash: string;
}

@Injectable()
export class UsersService {
  constructor(
    @InjectRepository(UserEntity) private readonly users: Repository<UserEntity>,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {}

  /**
   * Every selectable account column of table alias `alias`, named `<prefix><column>`, for a query
   * that reads an account beside its own row in one statement (a token and its user).
   */
  joinedColumns(alias: string, prefix: string): string {
    return this.users.metadata.columns
      .filter((column) => column.isSelect)
      .map((column) => `${alias}."${column.databaseName}" AS "${prefix}${column.databaseName}"`)
      .join(', ');
  }

  /** The account read by `joinedColumns`, converted as TypeORM converts what it loads. */
  fromJoinedRow(row: Record<string, unknown>, prefix: string): UserEntity {
    const metadata = this.users.metadata;
    const driver = this.users.manager.connection.driver;
    const user = metadata.create() as UserEntity;
    for (const column of metadata.columns) {
      if (!column.isSelect) continue;
      column.setEntityValue(
        user,
        driver.prepareHydratedValue(row[`${prefix}${column.databaseName}`], column),
      );
    }
    return user;
  }

  findById(id: number): Promise<UserEntity | null> {
    return this.users.findOneBy({ id });
  }

  /**
   * `findById` for the signed-in user of a session, read on every request of the web app: one
   * prepared statement, planned once per connection, without the query builder.
   */
  async findSignedIn(id: number): Promise<UserEntity | null> {
    this.signedInSqlText ??= `SELECT ${this.joinedColumns('u', '')} FROM users u WHERE u.id = $1`;
    const rows = await preparedQuery<Record<string, unknown>>(
      this.dataSource,
      'vault_signed_in_user',
      this.signedInSqlText,
      [id],
    );
    return rows[0] ? this.fromJoinedRow(rows[0], '') : null;
  }

  private signedInSqlText: string | undefined;

  findByUsername(username: string): Promise<UserEntity | null> {
    return this.users
      .createQueryBuilder('user')
      .where('lower(user.username) = lower(:username)', { username })
      .getOne();
  }

  /**
   * Newest accounts first, a page at a time; `likePattern` (an ILIKE pattern, escaped with `\`)
   * matches the username or the e-mail. Answers the page and the number of matching accounts.
   */
  page(query: {
    limit: number;
    offset: number;
    likePattern?: string;
  }): Promise<[UserEntity[], number]> {
    const builder = this.users
      .createQueryBuilder('user')
      .orderBy('user.createdAt', 'DESC')
      .addOrderBy('user.id', 'DESC')
      .take(query.limit)
      .skip(query.offset);
    if (query.likePattern) {
      builder.where(
        "(user.username ILIKE :pattern ESCAPE '\\' OR user.email ILIKE :pattern ESCAPE '\\')",
        { pattern: query.likePattern },
      );
    }
    return builder.getManyAndCount();
  }

  /** Creates the account; the first account on an empty instance becomes the admin. */
  async create(input: NewUser): Promise<UserEntity> {
    return this.dataSource.transaction(async (manager) => {
      await manager.query('SELECT pg_advisory_xact_lock($1)', [FIRST_USER_LOCK_ID]);
      const taken = await manager
        .createQueryBuilder(UserEntity, 'user')
        .select(['user.username', 'user.email'])
        .where('lower(user.username) = lower(:username)', { username: input.username })
        .orWhere('lower(user.email) = lower(:email)', { email: input.email })
        .getOne();
      if (taken) {
        throw new ConflictException(
          taken.username.toLowerCase() === input.username.toLowerCase()
            ? { message: 'That username is already taken', code: 'username_taken' }
            : { message: 'An account with that email already exists', code: 'email_taken' },
        );
      }
      const isFirst = !(await manager.exists(UserEntity));
      const role: Role = isFirst ? 'admin' : 'user';
      const user = manager.create(UserEntity, { ...input, role });
      return manager.save(user);
    });
  }

  /**
   * The user a Stripe object belongs to, locked for the caller's transaction: by subscription,
   * else by customer, else by the user id we put in its metadata.
   */
  async findByStripeReference(
    manager: EntityManager,
    refs: { subscriptionId?: string | null; customerId?: string | null; userId?: number | null },
  ): Promise<UserEntity | null> {
    const lookups = [
      refs.subscriptionId ? { stripeSubscriptionId: refs.subscriptionId } : null,
      refs.customerId ? { stripeCustomerId: refs.customerId } : null,
      refs.userId ? { id: refs.userId } : null,
    ];
    for (const where of lookups) {
      if (!where) continue;
      const user = await manager.findOne(UserEntity, {
        where,
        lock: { mode: 'pessimistic_write' },
      });
      if (user) return user;
    }
    return null;
  }

  /** Edits names and e-mail; an e-mail that another account has (in any case) answers 409. */
  async updateProfile(userId: number, changes: ProfileChanges): Promise<UserEntity> {
    const patch: ProfileChanges = {};
    if (changes.firstName !== undefined) patch.firstName = changes.firstName;
    if (changes.lastName !== undefined) patch.lastName = changes.lastName;
    if (changes.email !== undefined) {
      const taken = await this.users
        .createQueryBuilder('user')
        .where('lower(user.email) = lower(:email)', { email: changes.email })
        .andWhere('user.id <> :userId', { userId })
        .getExists();
      if (taken) throw emailTaken();
      patch.email = changes.email;
    }
    if (Object.keys(patch).length > 0) {
      try {
        await this.users.update({ id: userId }, patch);
      } catch (error) {
        // Two accounts taking the same address at once: the unique index decides.
        if ((error as { driverError?: { code?: string } }).driverError?.code === UNIQUE_VIOLATION) {
          throw emailTaken();
        }
        throw error;
      }
    }
    const user = await this.findById(userId);
    if (!user) throw new NotFoundException('User not found');
    return user;
  }

  /** Stores the Stripe customer unless the account has one already; answers the one it keeps. */
  async keepStripeCustomerId(userId: number, customerId: string): Promise<string> {
    const [rows]: [{ stripe_customer_id: string }[], number] = await this.dataSource.query(
      `UPDATE users SET stripe_customer_id = COALESCE(stripe_customer_id, $2) WHERE id = $1
       RETURNING stripe_customer_id`,
      [userId, customerId],
    );
    return rows[0]?.stripe_customer_id ?? customerId;
  }

  /** The account a verified WhatsApp number is connected to. */
  async findIdByWhatsappNumber(phone: string): Promise<number | null> {
    const rows = await this.dataSource.query<{ id: number }[]>(
      `SELECT id FROM users WHERE whatsapp_number = $1 AND whatsapp_verified LIMIT 1`,
      [phone],
    );
    return rows[0]?.id ?? null;
  }

  /** Whether another account has this number verified (inside the caller's transaction). */
  async whatsappNumberTakenByAnother(
    manager: EntityManager,
    phone: string,
    userId: number,
  ): Promise<boolean> {
    const rows = await manager.query<unknown[]>(
      `SELECT 1 FROM users WHERE whatsapp_number = $1 AND whatsapp_verified AND id <> $2 LIMIT 1`,
      [phone, userId],
    );
    return rows.length > 0;
  }

  /** Connects a verified WhatsApp number, or with null disconnects it, inside the caller's transaction. */
  async setWhatsappNumber(
    manager: EntityManager,
    userId: number,
    phone: string | null,
  ): Promise<void> {
    await manager.query(
      `UPDATE users SET whatsapp_number = $2, whatsapp_verified = $3 WHERE id = $1`,
      [userId, phone, phone !== null],
    );
  }

  async setAvatarUrl(userId: number, avatarUrl: string | null): Promise<void> {
    await this.users.update({ id: userId }, { avatarUrl });
  }

  /**
   * Deletes the account row inside the caller's transaction. Foreign keys remove what hangs off it
   * (library, tokens, ledger, verifications) and clear the ids in admin records.
   */
  async deleteAccountRow(manager: EntityManager, userId: number): Promise<void> {
    await manager.delete(UserEntity, { id: userId });
  }

  async updatePasswordHash(userId: number, passwordHash: string): Promise<void> {
    await this.users.update({ id: userId }, { passwordHash });
  }

  async setRole(username: string, role: Role): Promise<UserEntity> {
    const user = await this.findByUsername(username);
    if (!user) throw new NotFoundException(`No user named "${username}"`);
    await this.users.update({ id: user.id }, { role });
    return { ...user, role };
  }
}
