import { Initial1795309517671 } from './1795309517671-Initial.js';
import { Library1795309866312 } from './1795309866312-Library.js';

/** Every migration in order; ESM cannot glob-load them, so each is listed here. */
export const MIGRATIONS = [Initial1795309517671, Library1795309866312];
