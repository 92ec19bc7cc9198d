import { Global, Inject, Module, type OnApplicationShutdown } from '@nestjs/common';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.module.js';
import { EventBus } from './event-bus.js';
import { EventsController } from './events.controller.js';
import { LocalEventBus } from './local-event-bus.js';
import { RedisEventBus } from './redis-event-bus.js';

/** The live event bus (Redis when configured, so every process sees every event). */
@Global()
@Module({
  providers: [
    {
      provide: EventBus,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig): EventBus =>
        config.redisUrl
          ? new RedisEventBus(config.redisUrl, config.queuePrefix)
          : new LocalEventBus(),
    },
  ],
  exports: [EventBus],
})
export class EventsCoreModule implements OnApplicationShutdown {
  constructor(@Inject(EventBus) private readonly bus: EventBus) {}

  async onApplicationShutdown(): Promise<void> {
    await this.bus.close();
  }
}

/** The event bus with its HTTP route: the live event stream the webapp listens to. */
@Module({ imports: [EventsCoreModule], controllers: [EventsController] })
export class EventsModule {}
