import { Body, Controller, Get, Header, HttpCode, Post, Query, Res } from '@nestjs/common';
import type {
  AdminChangeResponse,
  AdminContentOverview,
  AdminPlatforms,
  AdminStats,
  AdminUsage,
  AdminUserEntry,
  CreditTransaction,
} from '@vault/contracts';
import type { Response } from 'express';
import { AdminOnly } from '../../common/decorators/admin-only.decorator.js';
import { CurrentUser } from '../../common/decorators/current-user.decorator.js';
import type { UserEntity } from '../users/index.js';
import { waitlistCsv, WaitlistService } from '../waitlist/index.js';
import { AdminActionsService } from './admin-actions.service.js';
import { AdminStatsService } from './admin-stats.service.js';
import { AdminUsersQuery, GrantCreditsDto, PageQuery, UpgradeUserDto } from './dto/admin.dto.js';

/** `/api/admin/*`: administrators only (401 signed out, 403 for other users; the role is read per request). */
@Controller('admin')
@AdminOnly()
export class AdminController {
  constructor(
    private readonly stats: AdminStatsService,
    private readonly actions: AdminActionsService,
    private readonly waitlist: WaitlistService,
  ) {}

  /** The waitlist as a CSV download; cells are formula-safe for spreadsheets. */
  @Get('waitlist.csv')
  @Header('Content-Type', 'text/csv; charset=utf-8')
  @Header('Cache-Control', 'no-store')
  async waitlistCsv(@Res({ passthrough: true }) response: Response): Promise<string> {
    const stamp = new Date().toISOString().slice(0, 10);
    response.setHeader('Content-Disposition', `attachment; filename="vault-waitlist-${stamp}.csv"`);
    return waitlistCsv(await this.waitlist.entries());
  }

  @Get('stats')
  getStats(): Promise<AdminStats> {
    return this.stats.stats();
  }

  /** The total matching the search is in `X-Total-Count`. */
  @Get('users')
  async users(
    @Query() query: AdminUsersQuery,
    @Res({ passthrough: true }) response: Response,
  ): Promise<AdminUserEntry[]> {
    const { users, total } = await this.stats.users(query);
    response.setHeader('X-Total-Count', String(total));
    return users;
  }

  @Get('usage')
  usage(): Promise<AdminUsage> {
    return this.stats.usage();
  }

  @Get('platforms')
  platforms(): Promise<AdminPlatforms> {
    return this.stats.platforms();
  }

  @Get('content')
  content(): Promise<AdminContentOverview> {
    return this.stats.content();
  }

  @Get('credit-transactions')
  creditTransactions(@Query() query: PageQuery): Promise<CreditTransaction[]> {
    return this.stats.creditTransactions(query);
  }

  @Post('upgrade-user')
  @HttpCode(200)
  upgradeUser(
    @CurrentUser() admin: UserEntity,
    @Body() body: UpgradeUserDto,
  ): Promise<AdminChangeResponse> {
    return this.actions.upgradeUser(admin, body.userId, body.plan);
  }

  @Post('grant-credits')
  @HttpCode(200)
  grantCredits(
    @CurrentUser() admin: UserEntity,
    @Body() body: GrantCreditsDto,
  ): Promise<AdminChangeResponse> {
    return this.actions.grantCredits(admin, body.userId, body.creditAmount, body.description);
  }
}
