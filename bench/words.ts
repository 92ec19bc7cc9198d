/**
 * Word material for the seeded library. Real words come first and are drawn most often (a Zipf-like
 * rank distribution), then generated words form the long tail a real vocabulary has. The words the
 * search scenario looks for are kept out of the vocabulary and placed by the seed at known rates.
 */

/** In about 25 % of the items (text, and the title of about a third of those). */
export const COMMON_WORD = 'climate';
/** In about 0.02 % of the items. */
export const RARE_WORD = 'serendipity';
/** Both words are in the vocabulary; the phrase itself is placed in about 2 % of the items. */
export const PHRASE = 'supply chain';
/** Two mid-frequency vocabulary words. */
export const TWO_WORDS = 'remote hiring';
/** The start of "photography" and "photographer" (mid-frequency vocabulary words). */
export const PREFIX = 'photog';
/** Named in one highlight note in a hundred (the `highlights` scenario's search). */
export const HIGHLIGHT_WORD = 'periwinkle';
/** On one highlight in five. */
export const HIGHLIGHT_TAG = 'quotable';

/** Ordered by how often they are drawn: the first are the most frequent. */
const REAL_WORDS = `
time people year way day world life work part place case week company system program question
government number night point home water room mother area money story fact month lot right study
book eye job word business issue side kind head house service friend father power hour game line
end member law car city community name president team minute idea kid body information back parent
face others level office door health person art war history party result change morning reason
research girl guy moment air teacher force education foot boy age policy music market sense nation
plan college interest death experience effect class control care field development role effort rate
heart drug show leader light voice wife police mind price report decision son view relationship town
road arm difference value building action model season society tax director position player record
paper space ground form event official matter center couple site project activity star table need
court oil situation cost industry figure street image phone data picture practice piece land product
doctor wall patient worker news test movie north love support technology step baby computer type
attention film tree source organization hair window evidence population energy science data network
design software language cloud security startup founder investor revenue growth strategy marketing
customer platform feature release version update browser server database code developer engineer
framework library performance video podcast episode interview thread post article newsletter review
guide tutorial lesson recipe travel garden fitness running cooking coffee weekend holiday city ocean
mountain river forest island desert camera lens portrait landscape studio
album concert festival artist painting gallery museum theater novel author poetry fiction chapter
editor journalist media audience creator channel subscriber follower comment like share trend viral
campaign brand advertising sales launch product roadmap meeting manager career salary remote office
hiring interview resume skill mentor leadership culture feedback burnout habit routine focus sleep
nutrition diet protein workout marathon yoga meditation therapy anxiety happiness family childhood
school university student exam degree science physics biology chemistry planet galaxy telescope
rocket satellite mission energy solar battery electric vehicle engine traffic transit bicycle train
airport flight hotel budget investment stock crypto inflation economy bank loan mortgage housing rent
supply chain logistics shipping warehouse factory manufacturing retail store shopping fashion design
furniture kitchen bathroom renovation architecture bridge tower election senate congress court
justice policy reform protest privacy regulation lawsuit contract patent startup acquisition merger
photography photographer
`;

const SYLLABLES = [
  'ka',
  'lo',
  'mi',
  'ren',
  'tu',
  'sa',
  'vo',
  'ne',
  'li',
  'dar',
  'po',
  'fi',
  'gu',
  'ther',
  'zan',
  'bel',
  'co',
  'ri',
  'mon',
  'ta',
  've',
  'shi',
  'ul',
  'ax',
  'or',
  'en',
  'ist',
  'um',
  'pra',
  'glo',
];

/** Real words in frequency order, then generated words up to `size` in all. */
export function vocabulary(size: number): string[] {
  const excluded = new Set([COMMON_WORD, RARE_WORD]);
  const real = [...new Set(REAL_WORDS.split(/\s+/).filter((word) => word && !excluded.has(word)))];
  const words = [...real];
  const n = SYLLABLES.length;
  for (let i = 0; words.length < size && i < n * n * n; i++) {
    words.push(
      SYLLABLES[i % n]! + SYLLABLES[Math.floor(i / n) % n]! + SYLLABLES[Math.floor(i / n / n)]!,
    );
  }
  return words;
}

/** How many of `vocabulary()`'s first words are real words (titles use only these). */
export function realWordCount(): number {
  return vocabulary(0).length;
}

export const FIRST_NAMES =
  `Ada Alan Amara Ana Ben Carla Chen David Elena Emma Farah Felix Grace Hana Hugo
Ines Ivan Jade Jonas Julia Kai Kenji Lara Leo Lina Luca Maya Mia Nadia Noah Olga Omar Paula Priya Rafael
Rosa Sam Sara Theo Uma Victor Yara Zoe`.split(/\s+/);

export const LAST_NAMES =
  `Abbott Alvarez Bauer Becker Chen Costa Dubois Evans Fischer Garcia Haddad Hansen
Ito Jensen Khan Kim Kowalski Larsen Lopez Martin Meyer Moreau Nakamura Novak Okafor Olsen Patel Petrov
Quinn Rossi Santos Schmidt Silva Singh Tanaka Torres Wagner Wang Weber Young`.split(/\s+/);

export const TAGS = `reading research work ideas later inspiration tools design career health travel
cooking finance learning video podcast longread reference shortlist todo`.split(/\s+/);

export const NOTES = [
  'Worth a second read this weekend.',
  'Good example for the team meeting.',
  'Compare with the article from last month.',
  'Send to Sam.',
  'Key numbers are in the second half.',
  'Follow up on the sources they cite.',
];

/** Platforms with their share of the library ('other' most common) and a URL pattern. */
export const PLATFORM_MIX: { platform: string; share: number; url: string }[] = [
  { platform: 'other', share: 0.4, url: 'https://blog-{h}.example.com/posts/' },
  { platform: 'youtube', share: 0.12, url: 'https://www.youtube.com/watch?v=bench' },
  { platform: 'twitter', share: 0.1, url: 'https://x.com/user{h}/status/' },
  { platform: 'linkedin', share: 0.08, url: 'https://www.linkedin.com/posts/user{h}-activity-' },
  { platform: 'reddit', share: 0.08, url: 'https://www.reddit.com/r/sub{h}/comments/' },
  { platform: 'medium', share: 0.07, url: 'https://medium.com/@writer{h}/story-' },
  { platform: 'github', share: 0.06, url: 'https://github.com/org{h}/repo-' },
  { platform: 'instagram', share: 0.05, url: 'https://www.instagram.com/p/bench' },
  { platform: 'tiktok', share: 0.04, url: 'https://www.tiktok.com/@user{h}/video/' },
];
