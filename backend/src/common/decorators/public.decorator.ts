import { SetMetadata } from '@nestjs/common';

export const IS_PUBLIC_KEY = 'vault:isPublic';

/** Opens a route to signed-out visitors; every other route requires a signed-in user. */
export const Public = () => SetMetadata(IS_PUBLIC_KEY, true);
