import { PLAN_CATALOG } from '@vault/contracts';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/test-app.js';

describe('GET /api/subscription/plans', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await startTestApp();
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('lists the plans seeded from the catalog, cheapest first, to anyone', async () => {
    const response = await request(testApp.app.getHttpServer())
      .get('/api/subscription/plans')
      .expect(200);
    expect(response.body).toHaveLength(3);
    expect(response.body.map(({ id: _id, ...plan }: { id: number }) => plan)).toEqual(
      PLAN_CATALOG.map((plan) => ({
        name: plan.name,
        price: plan.price,
        extractionLimit: plan.extractionLimit,
        features: plan.features,
      })),
    );
    expect(response.body.map((plan: { price: number }) => plan.price)).toEqual([0, 9, 19]);
    expect(response.body.map((plan: { id: unknown }) => typeof plan.id)).toEqual([
      'number',
      'number',
      'number',
    ]);
  });
});
