import { Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';

/**
 * `content_search` is partitioned by the month an item was saved in. The first item of a month
 * makes its partition (the insert trigger), which locks the table for a moment; making this month's
 * and the next one's at start-up keeps that off the saves of a running server.
 */
@Injectable()
export class SearchPartitionsService implements OnApplicationBootstrap {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.dataSource.query(
      `SELECT vault_content_search_partition(now()),
              vault_content_search_partition(now() + interval '1 month')`,
    );
  }
}
