import type { Redis } from 'ioredis';

/**
 * An account's running jobs of one queue, counted in Redis so every worker process sees them:
 * one sorted set per account and queue, each member a job id scored by when its hold lapses
 * (a killed process's holds lapse by themselves).
 */
const ACQUIRE = `
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', ARGV[1])
if redis.call('ZSCORE', KEYS[1], ARGV[3]) or redis.call('ZCARD', KEYS[1]) < tonumber(ARGV[2]) then
  redis.call('ZADD', KEYS[1], ARGV[4], ARGV[3])
  redis.call('PEXPIRE', KEYS[1], ARGV[5])
  return 1
end
return 0`;

export class AccountSlots {
  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
    private readonly holdMs: number,
  ) {}

  private key(queue: string, account: number): string {
    return `${this.prefix}:account-slots:${queue}:${account}`;
  }

  /** Takes (or renews) one of the account's `limit` slots for the job; false when all are held. */
  async acquire(queue: string, account: number, jobId: string, limit: number): Promise<boolean> {
    const now = Date.now();
    const held = await this.redis.eval(
      ACQUIRE,
      1,
      this.key(queue, account),
      now,
      limit,
      jobId,
      now + this.holdMs,
      this.holdMs * 2,
    );
    return held === 1;
  }

  async release(queue: string, account: number, jobId: string): Promise<void> {
    await this.redis.zrem(this.key(queue, account), jobId);
  }
}
