import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import type { Role } from '@vault/contracts';
import { DataSource, type EntityManager, Repository } from 'typeorm';
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

  findById(id: number): Promise<UserEntity | null> {
    return this.users.findOneBy({ id });
  }

  findByUsername(username: string): Promise<UserEntity | null> {
    return this.users
      .createQueryBuilder('user')
      .where('lower(user.username) = lower(:username)', { username })
      .getOne();
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
