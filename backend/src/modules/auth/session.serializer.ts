import { Injectable, type OnModuleDestroy } from '@nestjs/common';
import { PassportSerializer } from '@nestjs/passport';
import passport from 'passport';
import { UsersService, type UserEntity } from '../users/index.js';

type Done<T> = (error: unknown, value?: T | false | null) => void;

/** The session keeps only the user id; the user (and its role) is read from the database on each request. */
@Injectable()
export class SessionSerializer extends PassportSerializer implements OnModuleDestroy {
  constructor(private readonly usersService: UsersService) {
    super();
  }

  serializeUser(user: UserEntity, done: Done<string>): void {
    done(null, String(user.id));
  }

  deserializeUser(id: string, done: Done<UserEntity>): void {
    this.usersService
      .findSignedIn(Number(id))
      .then((user) => done(null, user ?? false))
      .catch((error: unknown) => done(error));
  }

  /**
   * Passport keeps serializers on its global instance; an app closed and created again in the same
   * process (tests restart the backend) must not leave one bound to a closed database behind.
   */
  onModuleDestroy(): void {
    const registry = passport as unknown as { _serializers: unknown[]; _deserializers: unknown[] };
    registry._serializers.length = 0;
    registry._deserializers.length = 0;
  }
}
