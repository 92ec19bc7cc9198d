import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Plan } from '@vault/contracts';
import { Repository } from 'typeorm';
import { PlanEntity } from './plan.entity.js';

export function toPlan(plan: PlanEntity): Plan {
  return {
    id: plan.id,
    name: plan.name,
    price: plan.priceCents / 100,
    extractionLimit: plan.extractionLimit,
    features: plan.features,
  };
}

@Injectable()
export class PlansService {
  constructor(@InjectRepository(PlanEntity) private readonly plans: Repository<PlanEntity>) {}

  /** Every plan, cheapest first (the catalog's order). */
  async list(): Promise<Plan[]> {
    const plans = await this.plans.find({ order: { sortOrder: 'ASC', id: 'ASC' } });
    return plans.map(toPlan);
  }
}
