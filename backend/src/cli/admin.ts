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

const USAGE = 'Usage: npm run admin -- promote <username> | demote <username>';

/** `npm run admin -- promote <username>`: grants the admin role (the first account has it already). */
async function main(): Promise<void> {
  const [command, username] = process.argv.slice(2);
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
