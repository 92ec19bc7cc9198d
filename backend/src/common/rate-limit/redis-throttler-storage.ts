import { Logger, type OnModuleDestroy } from '@nestjs/common';
import { type ThrottlerStorage, ThrottlerStorageService } from '@nestjs/throttler';
import { Redis } from 'ioredis';

/**
 * One atomic step of a fixed window with blocking, as @nestjs/throttler's own storage counts:
 * count the hit, start the window on the first, and block for `blockDuration` once past `limit`.
 * Times are in milliseconds.
 */
const INCREMENT_SCRIPT = `
local hits = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
local blockTtl = redis.call('PTTL', KEYS[2])
if blockTtl > 0 then
  return { hits, ttl, 1, blockTtl }
end
if hits > tonumber(ARGV[2]) then
  redis.call('SET', KEYS[2], '1', 'PX', ARGV[3])
  return { hits, ttl, 1, tonumber(ARGV[3]) }
end
return { hits, ttl, 0, 0 }
`;

const seconds = (ms: number) => Math.max(0, Math.ceil(ms / 1000));

/**
 * The rate limits' counters in Redis, so every API process counts the same hits (with
 * `REDIS_URL`). @nest-lab/throttler-storage-redis, the maintained adapter, declares Nest 7-11 as
 * its peers and does not install beside Nest 12, hence this one script on ioredis.
 *
 * While Redis cannot be reached the counters fall back to this process's memory: limits then hold
 * per process instead of refusing every sign-in and save, as saves never wait on Redis.
 */
export class RedisThrottlerStorage implements ThrottlerStorage, OnModuleDestroy {
  private readonly logger = new Logger('RateLimit');
  private readonly redis: Redis;
  private readonly fallback = new ThrottlerStorageService();
  private warned = false;

  constructor(
    redisUrl: string,
    private readonly keyPrefix: string,
  ) {
    this.redis = new Redis(redisUrl, {
      // A command fails at once while disconnected (the fallback answers) instead of queueing.
      enableOfflineQueue: false,
      maxRetriesPerRequest: 0,
      commandTimeout: 1_000,
    });
    this.redis.on('error', () => undefined);
    this.redis.defineCommand('vaultThrottle', { numberOfKeys: 2, lua: INCREMENT_SCRIPT });
  }

  async increment(
    key: string,
    ttl: number,
    limit: number,
    blockDuration: number,
    throttlerName: string,
  ): ReturnType<ThrottlerStorage['increment']> {
    const base = `${this.keyPrefix}:throttle:${throttlerName}:${key}`;
    try {
      const [totalHits, timeToExpire, isBlocked, timeToBlockExpire] = await (
        this.redis as unknown as {
          vaultThrottle(...args: (string | number)[]): Promise<[number, number, number, number]>;
        }
      ).vaultThrottle(`${base}:hits`, `${base}:blocked`, ttl, limit, blockDuration);
      this.warned = false;
      return {
        totalHits,
        timeToExpire: seconds(timeToExpire),
        isBlocked: isBlocked === 1,
        timeToBlockExpire: seconds(timeToBlockExpire),
      };
    } catch (error) {
      if (!this.warned) {
        this.warned = true;
        this.logger.warn(`Redis unavailable, counting rate limits in memory: ${String(error)}`);
      }
      return this.fallback.increment(key, ttl, limit, blockDuration, throttlerName);
    }
  }

  onModuleDestroy(): void {
    this.fallback.onApplicationShutdown();
    this.redis.disconnect();
  }
}
