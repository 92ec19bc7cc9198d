import { Initial1795309517671 } from './1795309517671-Initial.js';
import { Library1795309866312 } from './1795309866312-Library.js';
import { Billing1795311559288 } from './1795311559288-Billing.js';
import { WhatsApp1795311987326 } from './1795311987326-WhatsApp.js';
import { Waitlist1795313000000 } from './1795313000000-Waitlist.js';
import { AdminAudit1795313287059 } from './1795313287059-AdminAudit.js';
import { Kanban1795323839474 } from './1795323839474-Kanban.js';
import { Media1795324099373 } from './1795324099373-Media.js';
import { Import1795335749458 } from './1795335749458-Import.js';
import { AuthFailures1795335880998 } from './1795335880998-AuthFailures.js';
import { ContentTopics1795336147984 } from './1795336147984-ContentTopics.js';
import { IdempotencyKeys1795337352487 } from './1795337352487-IdempotencyKeys.js';
import { ContentCopies1795338531285 } from './1795338531285-ContentCopies.js';
import { ListExcerpt1795511389357 } from './1795511389357-ListExcerpt.js';
import { ContentStorage1795776000000 } from './1795776000000-ContentStorage.js';
import { ContentPendingIndex1795790000000 } from './1795790000000-ContentPendingIndex.js';
import { ExtractionLease1795900000000 } from './1795900000000-ExtractionLease.js';
import { ApiTokenScopes1795900050000 } from './1795900050000-ApiTokenScopes.js';
import { Discussion1795900100000 } from './1795900100000-Discussion.js';
import { PostParts1796000000000 } from './1796000000000-PostParts.js';
import { EmailIn1796010000000 } from './1796010000000-EmailIn.js';
import { Feeds1796020000000 } from './1796020000000-Feeds.js';
import { FeedPlanFeatures1796020001000 } from './1796020001000-FeedPlanFeatures.js';
import { Highlights1796030000000 } from './1796030000000-Highlights.js';
import { PageCopies1796040000000 } from './1796040000000-PageCopies.js';
import { StoredFiles1796050000000 } from './1796050000000-StoredFiles.js';
import { LibraryQueries1796070000000 } from './1796070000000-LibraryQueries.js';
import { SearchPartitions1796080000000 } from './1796080000000-SearchPartitions.js';

/** Every migration in order; ESM cannot glob-load them, so each is listed here. */
export const MIGRATIONS = [
  Initial1795309517671,
  Library1795309866312,
  Billing1795311559288,
  WhatsApp1795311987326,
  Waitlist1795313000000,
  AdminAudit1795313287059,
  Kanban1795323839474,
  Media1795324099373,
  Import1795335749458,
  AuthFailures1795335880998,
  ContentTopics1795336147984,
  IdempotencyKeys1795337352487,
  ContentCopies1795338531285,
  ListExcerpt1795511389357,
  ContentStorage1795776000000,
  ContentPendingIndex1795790000000,
  ExtractionLease1795900000000,
  ApiTokenScopes1795900050000,
  Discussion1795900100000,
  PostParts1796000000000,
  EmailIn1796010000000,
  Feeds1796020000000,
  FeedPlanFeatures1796020001000,
  Highlights1796030000000,
  PageCopies1796040000000,
  StoredFiles1796050000000,
  LibraryQueries1796070000000,
  SearchPartitions1796080000000,
];
