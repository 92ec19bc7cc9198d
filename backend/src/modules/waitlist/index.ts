// The waitlist module's public surface: other modules import only from here. It owns
// `waitlist_entries`.
export { WaitlistModule } from './waitlist.module.js';
export { WaitlistService } from './waitlist.service.js';
export { waitlistCsv, type WaitlistRow } from './waitlist-csv.js';
