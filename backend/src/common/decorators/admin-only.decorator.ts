import { applyDecorators, UseGuards } from '@nestjs/common';
import { AdminGuard } from '../guards/admin.guard.js';

/** Restricts a route or controller to administrators (403 for other signed-in users). */
export const AdminOnly = () => applyDecorators(UseGuards(AdminGuard));
