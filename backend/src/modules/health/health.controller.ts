import { Controller, Get, Inject, ServiceUnavailableException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { Redis } from 'ioredis';
import { DataSource } from 'typeorm';
import { Public } from '../../common/decorators/public.decorator.js';
import { ShutdownState } from '../../common/lifecycle/shutdown-state.js';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';

type CheckResult = 'ok' | 'not configured' | 'unreachable';

@Controller()
export class HealthController {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly shutdown: ShutdownState,
  ) {}

  /** Liveness: the process answers. */
  @Get('health')
  @Public()
  health(): { status: 'ok' } {
    return { status: 'ok' };
  }

  /** Readiness: the database answers, and the queue's Redis when one is configured. */
  @Get('ready')
  @Public()
  async ready(): Promise<{ status: 'ready'; database: CheckResult; queue: CheckResult }> {
    if (this.shutdown.isDraining) {
      throw new ServiceUnavailableException({
        message: 'Not ready: shutting down, finishing running jobs',
        code: 'draining',
      });
    }
    const [database, queue] = await Promise.all([this.checkDatabase(), this.checkRedis()]);
    const body = { database, queue };
    if (database !== 'ok' || queue === 'unreachable') {
      throw new ServiceUnavailableException({
        message: `Not ready: database ${database}, queue ${queue}`,
        code: 'not_ready',
      });
    }
    return { status: 'ready', ...body };
  }

  private async checkDatabase(): Promise<CheckResult> {
    try {
      await this.dataSource.query('SELECT 1');
      return 'ok';
    } catch {
      return 'unreachable';
    }
  }

  private async checkRedis(): Promise<CheckResult> {
    if (!this.config.redisUrl) return 'not configured';
    const redis = new Redis(this.config.redisUrl, {
      lazyConnect: true,
      connectTimeout: 2000,
      maxRetriesPerRequest: 0,
      enableOfflineQueue: false,
    });
    redis.on('error', () => undefined);
    try {
      await redis.connect();
      return (await redis.ping()) === 'PONG' ? 'ok' : 'unreachable';
    } catch {
      return 'unreachable';
    } finally {
      redis.disconnect();
    }
  }
}
