import { Controller, Get } from '@nestjs/common';
import type { Plan } from '@vault/contracts';
import { Public } from '../../common/decorators/public.decorator.js';
import { PlansService } from './plans.service.js';

/** `GET /api/subscription/plans`: the plans on offer; public, like any price list. */
@Controller('subscription')
export class PlansController {
  constructor(private readonly plans: PlansService) {}

  @Get('plans')
  @Public()
  list(): Promise<Plan[]> {
    return this.plans.list();
  }
}
