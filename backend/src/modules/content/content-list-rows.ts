import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type pg from 'pg';
import { DataSource } from 'typeorm';
import { poolOf } from '../../database/prepared-query.js';
import { ISO_INSTANT_TYPES } from '../../database/timestamptz-parser.js';

/**
 * Runs the queries of list rows (library and search pages) on the pool, their instants read as
 * ISO strings: a page carries three per item and the answer only shows them, so they are never
 * made into `Date`s and written back. The bench's plan check (`bench/plans.ts`) gives its own
 * runner in its place.
 */
@Injectable()
export class ContentListRows {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async query<Row extends pg.QueryResultRow>(text: string, values: unknown[]): Promise<Row[]> {
    const result = await poolOf(this.dataSource).query<Row>({
      text,
      values,
      types: ISO_INSTANT_TYPES,
    });
    return result.rows;
  }
}
