import { Controller, Get, Inject, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import { CurrentUser } from '../common/decorators/current-user.decorator.js';
import type { UserEntity } from '../modules/users/user.entity.js';
import { EventBus } from './event-bus.js';

/** Keeps proxies from closing an idle stream. */
const HEARTBEAT_MS = 25_000;

/** `GET /api/events`: server-sent events of the signed-in user's items, so the dashboard updates live. */
@Controller('events')
export class EventsController {
  constructor(@Inject(EventBus) private readonly bus: EventBus) {}

  @Get()
  stream(
    @CurrentUser() user: UserEntity,
    @Req() request: Request,
    @Res() response: Response,
  ): void {
    response.status(200);
    response.setHeader('Content-Type', 'text/event-stream; charset=utf-8');
    response.setHeader('Cache-Control', 'no-cache, no-transform');
    response.setHeader('Connection', 'keep-alive');
    response.setHeader('X-Accel-Buffering', 'no');
    response.flushHeaders();
    response.write('retry: 5000\n\n');
    const unsubscribe = this.bus.subscribe(user.id, (event) => {
      response.write(`event: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`);
    });
    const heartbeat = setInterval(() => response.write(': heartbeat\n\n'), HEARTBEAT_MS);
    request.on('close', () => {
      clearInterval(heartbeat);
      unsubscribe();
    });
  }
}
