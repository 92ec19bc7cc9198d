import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { loadConfig } from '../config/app-config.js';
import { dataSourceOptions } from '../database/data-source-options.js';
import { resolveDatabase } from '../database/resolve-database.js';
import { runMigrations } from '../database/run-migrations.js';
import { UsersModule } from '../modules/users/users.module.js';
import { UsersService } from '../modules/users/users.service.js';
import { recleanBatch } from '../modules/content/reclean.processor.js';
import { reanchorHighlights } from '../modules/highlights/reanchor.js';
import { bullJobOptions } from '../queue/queue.module.js';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { DataSource } from 'typeorm';

const USAGE = 'Usage: npm run admin -- promote <username> | demote <username> | reclean';

/**
 * `npm run admin -- reclean`: with Redis, queues the first batch for the workers (a low-priority
 * chain that resumes after a restart); without, cleans every batch in this process.
 */
async function reclean(): Promise<void> {
  const config = loadConfig();
  if (config.redisUrl) {
    const connection = new Redis(config.redisUrl, { maxRetriesPerRequest: null });
    const queue = new Queue('reclean', {
      connection,
      prefix: config.queuePrefix,
      defaultJobOptions: bullJobOptions('reclean'),
    });
    try {
      await queue.add('reclean', { afterId: 0 }, { jobId: `reclean-start-${Date.now()}` });
      console.log('Queued: the workers re-clean the stored texts in the background.');
    } finally {
      await queue.close();
      connection.disconnect();
    }
    return;
  }
  const database = await resolveDatabase(config, (message) => console.log(message));
  try {
    await runMigrations(database.url);
    const dataSource = await new DataSource(dataSourceOptions(database.url)).initialize();
    try {
      let afterId: number | null = 0;
      // Highlights follow the new text here too, as the queue's processor makes them.
      const textHooks = {
        textChanged: async (
          contentId: number,
          source: { readableHtml: string | null; text: string | null },
        ) => {
          await reanchorHighlights(dataSource.manager, contentId, source);
        },
      };
      while (afterId !== null)
        afterId = await recleanBatch(dataSource, afterId, console, textHooks);
      console.log('Re-cleaned the stored texts.');
    } finally {
      await dataSource.destroy();
    }
  } finally {
    await database.stop();
  }
}

/** `npm run admin -- promote <username>`: grants the admin role (the first account has it already). */
async function main(): Promise<void> {
  const [command, username] = process.argv.slice(2);
  if (command === 'reclean') return reclean();
  if ((command !== 'promote' && command !== 'demote') || !username) {
    console.error(USAGE);
    process.exit(2);
  }
  const config = loadConfig();
  const database = await resolveDatabase(config, (message) => console.log(message));
  try {
    await runMigrations(database.url);
    @Module({ imports: [TypeOrmModule.forRoot(dataSourceOptions(database.url)), UsersModule] })
    class AdminCliModule {}
    const context = await NestFactory.createApplicationContext(AdminCliModule, { logger: false });
    try {
      const user = await context
        .get(UsersService)
        .setRole(username, command === 'promote' ? 'admin' : 'user');
      console.log(
        `${user.username} is now ${user.role === 'admin' ? 'an admin' : 'a regular user'}.`,
      );
    } finally {
      await context.close();
    }
  } finally {
    await database.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
