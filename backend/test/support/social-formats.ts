import type { IncomingMessage, ServerResponse } from 'node:http';

/**
 * Social platforms' pages and endpoint answers in their real formats, for unit, integration and
 * end-to-end tests: X's syndication answers (`tweet-result`) and the web app's store a
 * signed-in snapshot carries (`__INITIAL_STATE__`), YouTube's player data and caption tracks
 * (timed-text XML and `json3`), TikTok's and Instagram's data islands, LinkedIn's JSON-LD,
 * GitHub's REST answers and a Medium member-only story. Names and figures come from the pages in
 * `../shared/data/platform-pages` (The Verge's video post and its variants, among others).
 */

const escapeScript = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

// ---------------------------------------------------------------- X

export const X_HANDLE = 'verge';
export const X_NAME = 'The Verge';
export const X_THREAD_IDS = ['957383241714970624', '957383241714970625', '957383241714970626'];
export const X_QUOTED_ID = '957300000000000001';
export const X_OTHER_REPLY_ID = '957383241714970699';
export const X_THREAD_URL = `https://x.com/${X_HANDLE}/status/${X_THREAD_IDS[2]}`;
export const X_FIRST_URL = `https://x.com/${X_HANDLE}/status/${X_THREAD_IDS[0]}`;
export const X_THREAD_TEXTS = [
  'Is it bad to blow into game cartridges? A thread on the oldest console ritual.',
  'Engineers say the moisture in your breath corrodes the pins over the years.',
  'So reseat the cartridge instead, and clean the pins with a dry cotton swab.',
];
export const X_QUOTED_TEXT = 'Everyone blew into their cartridges. Did it ever work?';
export const X_VIDEO = {
  best: 'https://video.twimg.com/amplify_video/943561675927519232/vid/720x720/h1uN7biCI-Fbzm9D.mp4',
  small:
    'https://video.twimg.com/amplify_video/943561675927519232/vid/240x240/mijiQdCq-p9FaO8H.mp4',
  poster: 'https://pbs.twimg.com/media/DRg1OMRVwAEuwTK.jpg',
};
export const X_PHOTO = 'https://pbs.twimg.com/media/DRg1PhotoSwab.jpg';

/** The Verge's video variants (an HLS playlist and three MP4 renditions). */
function videoDetail(durationMs: number) {
  return {
    type: 'video',
    media_url_https: X_VIDEO.poster,
    original_info: { width: 720, height: 720 },
    video_info: {
      duration_millis: durationMs,
      variants: [
        {
          content_type: 'application/x-mpegURL',
          url: 'https://video.twimg.com/amplify_video/943561675927519232/pl/playlist.m3u8',
        },
        { bitrate: 320000, content_type: 'video/mp4', url: X_VIDEO.small },
        {
          bitrate: 832000,
          content_type: 'video/mp4',
          url: 'https://video.twimg.com/amplify_video/943561675927519232/vid/480x480/qURzB_XtWBE-dvRa.mp4',
        },
        { bitrate: 1280000, content_type: 'video/mp4', url: X_VIDEO.best },
      ],
    },
  };
}

const X_TIMES = [
  'Sat Jan 27 22:42:06 +0000 2018',
  'Sat Jan 27 22:44:10 +0000 2018',
  'Sat Jan 27 22:46:30 +0000 2018',
];

function syndicationUser(handle: string, name: string) {
  return {
    screen_name: handle,
    name,
    profile_image_url_https: `https://pbs.twimg.com/profile_images/1/${handle}_normal.jpg`,
  };
}

function syndicationQuoted() {
  return {
    __typename: 'Tweet',
    id_str: X_QUOTED_ID,
    text: X_QUOTED_TEXT,
    created_at: '2018-01-20T10:00:00.000Z',
    favorite_count: 12,
    conversation_count: 3,
    user: syndicationUser('gamehistory', 'Game History'),
  };
}

/**
 * The embed's answer for a post of the thread (`tweet-result?id=…`): the post, the post it
 * replies to (`parent`, itself without parent) and what it quotes. `videoMs` sets the video's
 * length on the first post.
 */
export function xSyndicationAnswer(id: string, videoMs = 146_563): Record<string, unknown> | null {
  const index = X_THREAD_IDS.indexOf(id);
  if (index < 0) return null;
  const post = (at: number, withParent: boolean): Record<string, unknown> => ({
    __typename: 'Tweet',
    lang: 'en',
    id_str: X_THREAD_IDS[at],
    // The trailing t.co link stands for the post's own media, outside `display_text_range`.
    text: at === 0 ? `${X_THREAD_TEXTS[0]} https://t.co/Y3yAimrUnP` : X_THREAD_TEXTS[at],
    display_text_range: [0, X_THREAD_TEXTS[at]!.length],
    created_at: new Date(Date.parse(X_TIMES[at]!)).toISOString(),
    favorite_count: [136, 40, 25][at],
    conversation_count: [15, 2, 1][at],
    retweet_count: [42, 3, 2][at],
    user: syndicationUser(X_HANDLE, X_NAME),
    ...(at === 0
      ? { mediaDetails: [videoDetail(videoMs)], video: { poster: X_VIDEO.poster } }
      : {}),
    ...(at === 2
      ? {
          mediaDetails: [
            {
              type: 'photo',
              media_url_https: X_PHOTO,
              original_info: { width: 1200, height: 800 },
              ext_alt_text: 'A cotton swab',
            },
          ],
          quoted_tweet: syndicationQuoted(),
        }
      : {}),
    ...(at > 0
      ? { in_reply_to_status_id_str: X_THREAD_IDS[at - 1], in_reply_to_screen_name: X_HANDLE }
      : {}),
    ...(withParent && at > 0 ? { parent: post(at - 1, false) } : {}),
  });
  return post(index, true);
}

/** The web app's store: the thread, its quoted post, and a reply by another account. */
export function xStore(): Record<string, unknown> {
  const tweets: Record<string, unknown> = {};
  X_THREAD_IDS.forEach((id, at) => {
    tweets[id] = {
      id_str: id,
      full_text: at === 0 ? `${X_THREAD_TEXTS[0]} https://t.co/Y3yAimrUnP` : X_THREAD_TEXTS[at],
      display_text_range: [0, X_THREAD_TEXTS[at]!.length],
      created_at: X_TIMES[at],
      user: '275686563',
      conversation_id_str: X_THREAD_IDS[0],
      favorite_count: [136, 40, 25][at],
      reply_count: [15, 2, 1][at],
      retweet_count: [42, 3, 2][at],
      ext_views: { state: 'EnabledWithCount', count: String([9120, 3100, 2800][at]) },
      ...(at > 0 ? { in_reply_to_status_id_str: X_THREAD_IDS[at - 1] } : {}),
      ...(at === 0 ? { extended_entities: { media: [videoDetail(146_563)] } } : {}),
      ...(at === 2 ? { quoted_status_id_str: X_QUOTED_ID } : {}),
    };
  });
  tweets[X_QUOTED_ID] = {
    id_str: X_QUOTED_ID,
    full_text: X_QUOTED_TEXT,
    created_at: 'Sat Jan 20 10:00:00 +0000 2018',
    user: '99',
    favorite_count: 12,
  };
  // Someone else answers the first post; the author's thread goes on without it.
  tweets[X_OTHER_REPLY_ID] = {
    id_str: X_OTHER_REPLY_ID,
    full_text: 'I still blow into mine, sorry.',
    created_at: 'Sat Jan 27 22:43:00 +0000 2018',
    user: '42',
    in_reply_to_status_id_str: X_THREAD_IDS[0],
    conversation_id_str: X_THREAD_IDS[0],
  };
  return {
    entities: {
      tweets: { entities: tweets },
      users: {
        entities: {
          '275686563': { id_str: '275686563', screen_name: X_HANDLE, name: X_NAME },
          '99': { id_str: '99', screen_name: 'gamehistory', name: 'Game History' },
          '42': { id_str: '42', screen_name: 'retro_fan', name: 'Retro Fan' },
        },
      },
    },
  };
}

/** A signed-in X post page as the extension snapshots it: the app shell and its store. */
export function xSignedInPage(): string {
  return `<!doctype html><html lang="en"><head><title>${X_NAME} on X: "${X_THREAD_TEXTS[0]}" / X</title></head>
<body><div id="react-root"></div>
<script type="text/javascript">window.__INITIAL_STATE__=${escapeScript(xStore())};window.__META_DATA__={};</script>
</body></html>`;
}

/** One rendered post of a conversation as X's web app draws it (`article[data-testid="tweet"]`). */
function renderedPost(options: {
  handle: string;
  name: string;
  id: string;
  text: string;
  time: string;
  label?: string;
  inner?: string;
}): string {
  return `<article data-testid="tweet" role="article"><div data-testid="User-Name"><a href="/${options.handle}" role="link"><span>${options.name}</span></a><a href="/${options.handle}" role="link"><span>@${options.handle}</span></a><a href="/${options.handle}/status/${options.id}"><time datetime="${options.time}">Jan 27</time></a></div>
<div data-testid="tweetText" lang="en"><span>${options.text}</span></div>${options.inner ?? ''}
<div role="group" aria-label="${options.label ?? ''}"></div></article>`;
}

/**
 * A signed-in conversation page as the extension snapshots it when the app's store is empty:
 * the thread's three posts drawn as articles (a photo, a quoted post), then a reply by someone
 * else, then the author again answering that reply (not the thread).
 */
export function xRenderedConversationPage(): string {
  const photo = `<div data-testid="tweetPhoto"><img alt="A cotton swab" src="https://pbs.twimg.com/media/DRg1PhotoSwab?format=jpg&amp;name=small"></div>`;
  const quote = `<div role="link" tabindex="0"><div data-testid="User-Name"><a href="/gamehistory"><span>Game History</span></a><a href="/gamehistory"><span>@gamehistory</span></a><time datetime="2018-01-20T10:00:00.000Z">Jan 20</time></div><div data-testid="tweetText"><span>${X_QUOTED_TEXT}</span></div></div>`;
  const posts = [
    renderedPost({
      handle: X_HANDLE,
      name: X_NAME,
      id: X_THREAD_IDS[0]!,
      text: X_THREAD_TEXTS[0]!,
      time: '2018-01-27T22:42:06.000Z',
      label: '15 replies, 42 reposts, 136 likes, 9120 views',
    }),
    renderedPost({
      handle: X_HANDLE,
      name: X_NAME,
      id: X_THREAD_IDS[1]!,
      text: X_THREAD_TEXTS[1]!,
      time: '2018-01-27T22:44:10.000Z',
      label: '2 replies, 3 reposts, 40 likes',
    }),
    renderedPost({
      handle: X_HANDLE,
      name: X_NAME,
      id: X_THREAD_IDS[2]!,
      text: X_THREAD_TEXTS[2]!,
      time: '2018-01-27T22:46:30.000Z',
      inner: photo + quote,
    }),
    renderedPost({
      handle: 'retro_fan',
      name: 'Retro Fan',
      id: X_OTHER_REPLY_ID,
      text: 'I still blow into mine, sorry.',
      time: '2018-01-27T22:50:00.000Z',
    }),
    renderedPost({
      handle: X_HANDLE,
      name: X_NAME,
      id: '957383241714970700',
      text: 'Please do not.',
      time: '2018-01-27T22:55:00.000Z',
    }),
  ];
  return `<!doctype html><html lang="en"><head><title>${X_NAME} on X: "${X_THREAD_TEXTS[0]}" / X</title></head>
<body><main role="main"><section aria-label="Timeline: Conversation">${posts.map((post) => `<div data-testid="cellInnerDiv">${post}</div>`).join('')}</section></main></body></html>`;
}

/** What X serves a signed-out visitor for a post: a pitch, "Log in" and "Sign up". */
export const X_SIGNED_OUT_PAGE = `<!doctype html><html lang="en"><head><title>X</title></head>
<body><main><h1>Don’t miss what’s happening</h1><p>People on X are the first to know.</p>
<a href="/login" role="link">Log in</a> <a href="/i/flow/signup" role="link">Sign up</a></main>
<nav><a href="https://x.com/tos">Terms of Service</a> <a href="https://x.com/privacy">Privacy Policy</a></nav></body></html>`;

// ---------------------------------------------------------------- YouTube

export const YOUTUBE_ID = 'dQw4w9WgXcQ';
export const YOUTUBE_URL = `https://www.youtube.com/watch?v=${YOUTUBE_ID}`;
export const YOUTUBE_TRACK_PATH = '/api/timedtext';
export const YOUTUBE_DESCRIPTION = `How the night train came back to Europe.

0:00 Intro
1:05 The sleeper carriages
12:30 Breakfast on a tray
1:02:03 Arriving in Vienna

Filmed on the Nightjet.`;
export const YOUTUBE_UPLOADED_LINES = [
  { start: 0, duration: 4.2, text: 'Welcome aboard the night train to Vienna.' },
  { start: 4.2, duration: 3.1, text: "The conductor's lamp & the snowy platform." },
  { start: 65.5, duration: 5, text: 'Each compartment sleeps one, two or four travellers.' },
];
export const YOUTUBE_AUTOMATIC_LINES = [
  { start: 0, duration: 4, text: 'welcome aboard the night train' },
];

/**
 * The watch page's player data: the video's details and caption tracks (automatic English,
 * uploaded English, uploaded French), `format` picking the uploaded tracks' form.
 */
export function youtubePage(
  options: { format?: 'xml' | 'json3'; uploaded?: boolean } = {},
): string {
  const format = options.format === 'json3' ? '&fmt=json3' : '';
  const track = (lang: string, kind?: string) => ({
    baseUrl: `https://www.youtube.com${YOUTUBE_TRACK_PATH}?v=${YOUTUBE_ID}&lang=${lang}${kind ? `&kind=${kind}` : ''}${kind ? '' : format}`,
    name: { simpleText: lang },
    vssId: `${kind === 'asr' ? 'a' : ''}.${lang}`,
    languageCode: lang,
    ...(kind ? { kind } : {}),
    isTranslatable: true,
  });
  const tracks = [
    track('en', 'asr'),
    ...(options.uploaded === false ? [] : [track('en'), track('fr')]),
  ];
  const player = {
    videoDetails: {
      videoId: YOUTUBE_ID,
      title: 'The night train returns',
      lengthSeconds: '3900',
      author: 'Rail Stories',
      shortDescription: YOUTUBE_DESCRIPTION,
      viewCount: '120345',
      thumbnail: {
        thumbnails: [
          { url: `https://i.ytimg.com/vi/${YOUTUBE_ID}/hqdefault.jpg`, width: 480, height: 360 },
          {
            url: `https://i.ytimg.com/vi/${YOUTUBE_ID}/maxresdefault.jpg`,
            width: 1280,
            height: 720,
          },
        ],
      },
    },
    captions: { playerCaptionsTracklistRenderer: { captionTracks: tracks } },
    microformat: { playerMicroformatRenderer: { publishDate: '2024-03-01' } },
  };
  return `<!doctype html><html lang="en"><head><title>The night train returns - YouTube</title>
<meta property="og:description" content="How the night train came back to Europe."></head>
<body><script>var ytInitialPlayerResponse = ${escapeScript(player)};var meta = document.createElement('meta');</script></body></html>`;
}

const xmlEscape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/'/g, '&#39;');

/** A caption track's body as YouTube serves it for `?lang=…[&kind=asr][&fmt=json3]`. */
export function youtubeTrack(query: URLSearchParams): { type: string; body: string } | null {
  const lines =
    query.get('kind') === 'asr'
      ? YOUTUBE_AUTOMATIC_LINES
      : query.get('lang') === 'en'
        ? YOUTUBE_UPLOADED_LINES
        : query.get('lang') === 'fr'
          ? [{ start: 0, duration: 3, text: 'Bienvenue à bord.' }]
          : null;
  if (!lines) return null;
  if (query.get('fmt') === 'json3') {
    const events = lines.map((line) => ({
      tStartMs: Math.round(line.start * 1000),
      dDurationMs: Math.round(line.duration * 1000),
      segs: line.text.split(' ').map((word, index) => ({ utf8: index === 0 ? word : ` ${word}` })),
    }));
    return { type: 'application/json', body: JSON.stringify({ wireMagic: 'pb3', events }) };
  }
  // The XML form escapes the text's entities once more (`&amp;#39;`).
  const texts = lines
    .map(
      (line) =>
        `<text start="${line.start}" dur="${line.duration}">${xmlEscape(xmlEscape(line.text))}</text>`,
    )
    .join('');
  return {
    type: 'text/xml',
    body: `<?xml version="1.0" encoding="utf-8" ?><transcript>${texts}</transcript>`,
  };
}

/** Google's consent interstitial that stands in for YouTube pages in some regions. */
export const YOUTUBE_CONSENT_PAGE = `<!doctype html><html><head><title>Before you continue to YouTube</title></head>
<body><div class="consent-bump" role="dialog"><h1>Before you continue to YouTube</h1>
<p>We use cookies and data to deliver and maintain services.</p>
<form action="https://consent.youtube.com/save" method="post"><button>Reject all</button><button>Accept all</button></form></div></body></html>`;

// ---------------------------------------------------------------- TikTok

export const TIKTOK_URL = 'https://www.tiktok.com/@illojuan/video/7571863209596881686';
export const TIKTOK_VIDEO =
  'https://v16-webapp-prime.tiktok.com/video/tos/no1a/o4FBUER6Pk4HAQiq/?a=1988';
export const TIKTOK_COVER =
  'https://p16-pu-sign-no.tiktokcdn-eu.com/tos-no1a-p-0037-no/ooUXSB6YvXBIAith9R4slXPiZqs4BNaA8UHIA~tplv-tiktokx-origin.image';

export function tiktokPage(options: { playable?: boolean } = {}): string {
  const item = {
    id: '7571863209596881686',
    desc: 'Probando la hamburguesa nueva #comida #review',
    createTime: '1763060000',
    author: { uniqueId: 'illojuan', nickname: 'IlloJuan' },
    music: { title: 'original sound - IlloJuan', authorName: 'IlloJuan' },
    challenges: [{ id: '1', title: 'comida' }],
    textExtra: [
      { hashtagName: 'comida', type: 1 },
      { hashtagName: 'review', type: 1 },
      { hashtagName: '', userUniqueId: 'burgerking_es', type: 0 },
    ],
    video: {
      duration: 64,
      width: 576,
      height: 1024,
      originCover: TIKTOK_COVER,
      cover: TIKTOK_COVER,
      playAddr: options.playable === false ? '' : TIKTOK_VIDEO,
      size: '8086899',
    },
    stats: { diggCount: 9100, commentCount: 310, shareCount: 52, playCount: 120000 },
  };
  const data = { __DEFAULT_SCOPE__: { 'webapp.video-detail': { itemInfo: { itemStruct: item } } } };
  return `<!doctype html><html><head><title>IlloJuan on TikTok</title></head><body>
<script id="__UNIVERSAL_DATA_FOR_REHYDRATION__" type="application/json">${escapeScript(data)}</script></body></html>`;
}

/** TikTok's slider puzzle that stands in for pages it suspects a robot of fetching. */
export const TIKTOK_CAPTCHA_PAGE = `<!doctype html><html><head><title>TikTok</title>
<script src="https://sf-security.example/captcha/index.js"></script></head>
<body><div id="captcha-verify-container"><p>Drag the slider to fit the puzzle</p></div></body></html>`;

// ---------------------------------------------------------------- Instagram

export const INSTAGRAM_URL = 'https://www.instagram.com/p/CPRvHk1rXaM/';
export const INSTAGRAM_FILES = [
  'https://scontent.cdninstagram.com/v/t51/first.jpg',
  'https://scontent.cdninstagram.com/v/t51/second.jpg',
  'https://scontent.cdninstagram.com/o1/v/t16/clip.mp4',
];

/** A signed-in post page: its data island in the app's form (a carousel of two photos and a clip). */
export function instagramCarouselPage(): string {
  const image = (url: string) => ({
    image_versions2: {
      candidates: [
        { url: url.replace('.jpg', '_s.jpg'), width: 320, height: 320 },
        { url, width: 1080, height: 1080 },
      ],
    },
  });
  const post = {
    code: 'CPRvHk1rXaM',
    media_type: 8,
    caption: { text: 'Tres días en Lisboa.\n\nEl tranvía 28 al amanecer.' },
    like_count: 990000,
    comment_count: 8873,
    user: { username: 'jaimelorentelo', full_name: 'Jaime Lorente' },
    carousel_media: [
      { media_type: 1, ...image(INSTAGRAM_FILES[0]!), accessibility_caption: 'A yellow tram' },
      { media_type: 1, ...image(INSTAGRAM_FILES[1]!) },
      {
        media_type: 2,
        ...image('https://scontent.cdninstagram.com/v/t51/clip-poster.jpg'),
        video_versions: [
          { url: INSTAGRAM_FILES[2], width: 720, height: 1280, type: 101 },
          {
            url: 'https://scontent.cdninstagram.com/o1/v/t16/clip_small.mp4',
            width: 480,
            height: 854,
            type: 102,
          },
        ],
      },
    ],
  };
  const island = {
    require: [
      [
        'ScheduledServerJS',
        'handle',
        null,
        [
          {
            __bbox: {
              result: { data: { xdt_api__v1__media__shortcode__web_info: { items: [post] } } },
            },
          },
        ],
      ],
    ],
  };
  return `<!doctype html><html><head><title>Jaime Lorente on Instagram</title>
<meta property="og:title" content="Jaime Lorente on Instagram: &quot;Tres días en Lisboa.&quot;">
<meta property="og:image" content="https://scontent.cdninstagram.com/v/t51/og.jpg"></head><body>
<script type="application/json" data-sjs>${escapeScript(island)}</script></body></html>`;
}

/** Instagram's sign-in page that stands in for posts signed-out visitors may not see. */
export const INSTAGRAM_LOGIN_PAGE = `<!doctype html><html><head><title>Instagram</title></head><body>
<form id="loginForm" action="/accounts/login/ajax/" method="post"><input name="username" autocomplete="username">
<input name="password" type="password"><button type="submit">Log in</button></form>
<p>Don't have an account? <a href="/accounts/emailsignup/">Sign up</a></p></body></html>`;

// ---------------------------------------------------------------- LinkedIn

export const LINKEDIN_URL =
  'https://www.linkedin.com/posts/ada-lovelace_engines-activity-7200000000000000000-abcd';
export const LINKEDIN_DOCUMENT = 'https://media.licdn.com/dms/document/media/D4E1FAQ/engines.pdf';
export const LINKEDIN_IMAGE = 'https://media.licdn.com/dms/image/D4E22AQ/engine.jpg';

export function linkedinPostPage(): string {
  const post = {
    '@context': 'http://schema.org',
    '@type': 'SocialMediaPosting',
    headline: 'Notes on the Analytical Engine',
    articleBody:
      'Our notes on the Analytical Engine, as slides. The engine weaves algebraic patterns.',
    datePublished: '2024-05-01T09:00:00.000Z',
    author: {
      '@type': 'Person',
      name: 'Ada Lovelace',
      url: 'https://www.linkedin.com/in/ada-lovelace',
    },
    image: { '@type': 'ImageObject', url: LINKEDIN_IMAGE },
    sharedContent: {
      '@type': 'DigitalDocument',
      name: 'Engines.pdf',
      encodingFormat: 'application/pdf',
      url: LINKEDIN_DOCUMENT,
    },
    interactionStatistic: [
      {
        '@type': 'InteractionCounter',
        interactionType: 'http://schema.org/LikeAction',
        userInteractionCount: 210,
      },
    ],
  };
  return `<!doctype html><html><head><title>Notes on the Analytical Engine | Ada Lovelace</title>
<meta property="og:title" content="Notes on the Analytical Engine">
<script type="application/ld+json">${escapeScript(post)}</script></head>
<body><main><p>Our notes on the Analytical Engine, as slides.</p></main></body></html>`;
}

/** LinkedIn's authwall: "Sign in to view more content", a join form and little else. */
export const LINKEDIN_AUTHWALL_PAGE = `<!doctype html><html><head><title>Sign Up | LinkedIn</title></head><body>
<main><h1>Sign in to view more content</h1><p>Create your free account or sign in to continue your search</p>
<a href="https://www.linkedin.com/login?session_redirect=x">Sign in</a>
<a href="https://www.linkedin.com/signup/cold-join">Join now</a></main></body></html>`;

// ---------------------------------------------------------------- GitHub

export const GITHUB_REPO_URL = 'https://github.com/test-owner/test-repo';
export const GITHUB_ISSUE_URL = 'https://github.com/test-owner/test-repo/issues/56';

/** GitHub's REST answers by path (`GITHUB_API_BASE`): a repository, its rendered README, an issue and its comments. */
export function githubAnswers(): Record<string, { type: string; body: string }> {
  const json = (value: unknown) => ({ type: 'application/json', body: JSON.stringify(value) });
  return {
    '/repos/test-owner/test-repo': json({
      full_name: 'test-owner/test-repo',
      description: 'A test repository',
      owner: { login: 'test-owner' },
      stargazers_count: 12,
      forks_count: 3,
      language: 'TypeScript',
      html_url: GITHUB_REPO_URL,
    }),
    '/repos/test-owner/test-repo/readme': {
      type: 'application/vnd.github.html+json',
      body: `<div id="readme" class="md" data-path="README.md"><article class="markdown-body entry-content container-lg" itemprop="text"><div class="markdown-heading"><h1 class="heading-element">test-repo</h1></div>
<p>Tools for weaving algebraic patterns, as the Jacquard loom weaves flowers and leaves.</p>
<h2>Install</h2><pre><code>npm install test-repo</code></pre>
<p>Run <code>test-repo weave</code> and the engine prints its table.</p><script>alert(1)</script></article></div>`,
    },
    '/repos/test-owner/test-repo/issues/56/comments': json([
      {
        id: 1001,
        user: { login: 'first-commenter' },
        body: 'I can reproduce this on the latest release.\n\nSteps attached.',
        created_at: '2025-02-01T10:00:00Z',
        reactions: { total_count: 4 },
      },
      {
        id: 1002,
        user: { login: 'test-owner' },
        body: 'Fixed in the next version, thanks!',
        created_at: '2025-02-02T09:30:00Z',
        reactions: { total_count: 7 },
      },
    ]),
    '/repos/test-owner/test-repo/issues/56': json({
      number: 56,
      title: 'Weaving stops after the first row',
      body: 'The engine stops after the first row of the pattern.',
      user: { login: 'reporter' },
      comments: 2,
      created_at: '2025-01-31T08:00:00Z',
      html_url: GITHUB_ISSUE_URL,
      reactions: { total_count: 3 },
    }),
  };
}

export const GITHUB_DISCUSSION_URL = 'https://github.com/test-owner/test-repo/discussions/77';

interface DiscussionPost {
  id: number;
  author: string;
  at: string;
  body: string;
  reactions?: Array<[string, number]>;
  replies?: DiscussionPost[];
}

/** A post's header, body and reaction buttons, in the markup of GitHub's discussion timeline. */
function discussionPostParts(post: DiscussionPost, heading: 'h2' | 'h3' | 'h4'): string {
  const reactions = (post.reactions ?? [])
    .map(
      ([name, count]) =>
        `<button type="submit" name="input[content]" value="${name} react" class="social-reaction-summary-item js-reaction-group-button btn-link d-flex no-underline color-fg-muted flex-items-baseline mr-2" aria-pressed="false"><g-emoji class="social-button-emoji" alias="${name}">*</g-emoji><span class="js-discussion-reaction-group-count">${count}</span></button>`,
    )
    .join('');
  return `<div class="timeline-comment-header clearfix d-flex"><${heading} class="f5 text-normal timeline-comment-header-text">
<a class="d-inline-block" data-hovercard-type="user" href="/${post.author}"><img class="avatar avatar-user" src="https://avatars.githubusercontent.com/u/${post.id}?s=60&amp;v=4" width="30" height="30" alt="@${post.author}"></a>
<a class="author Link--primary text-bold css-overflow-wrap-anywhere" data-hovercard-type="user" href="/${post.author}"><span class="Truncate-text text-bold">${post.author}</span></a>
<a href="#discussioncomment-${post.id}" class="Link--secondary js-timestamp"><relative-time datetime="${post.at}" class="no-wrap">${post.at.slice(0, 10)}</relative-time></a>
</${heading}></div>
<table class="d-block"><tbody class="d-block"><tr class="d-block"><td class="d-block color-fg-default comment-body markdown-body js-comment-body">
${post.body}
</td></tr></tbody></table>
<div class="js-comment-reactions-options d-flex flex-items-center flex-row flex-wrap">${reactions}</div>`;
}

function discussionReply(reply: DiscussionPost): string {
  return `<div class="js-comment-container discussion-nested-comment-timeline-item" id="discussioncomment-${reply.id}" data-gid="DC_kwDO${reply.id}">
${discussionPostParts(reply, 'h4')}</div>`;
}

function discussionComment(comment: DiscussionPost): string {
  const replies = comment.replies ?? [];
  return `<div class="js-timeline-item js-timeline-progressive-focus-container">
<div class="timeline-comment-group discussion-timeline-item js-comment-container" id="discussioncomment-${comment.id}" data-gid="DC_kwDO${comment.id}">
${discussionPostParts(comment, 'h3')}
<div class="discussion-nested-comment-group" data-child-comments="${replies.length}">
${replies.map(discussionReply).join('\n')}
<!-- The reply form GitHub serves with each comment: a template, not a reply. -->
<template class="js-reply-template"><relative-time datetime="{{datetime}}"></relative-time><td class="comment-body">{{body}}</td></template>
</div></div></div>`;
}

/**
 * A discussion page as GitHub renders it on the server (no REST route carries its comments):
 * the opening post, then two comments, the first with two replies; the sidebar and the page's
 * chrome around them.
 */
export function githubDiscussionPage(): string {
  const opening: DiscussionPost = {
    id: 5500,
    author: 'loom-keeper',
    at: '2025-03-01T09:00:00Z',
    body: '<p>Which pattern should the engine weave first?</p>\n<p>The <code>lattice</code> and the <code>twill</code> both work today.</p>',
    reactions: [['+1', 6]],
  };
  const comments: DiscussionPost[] = [
    {
      id: 5501,
      author: 'weaver-one',
      at: '2025-03-01T11:15:00Z',
      body: '<p>The lattice: it tests every row.</p>\n<blockquote><p>Start where the errors show.</p></blockquote>',
      reactions: [
        ['+1', 3],
        ['heart', 2],
      ],
      replies: [
        {
          id: 5502,
          author: 'loom-keeper',
          at: '2025-03-01T12:00:00Z',
          body: '<p>Agreed, lattice first.</p>',
          reactions: [['rocket', 1]],
        },
        {
          id: 5503,
          author: 'pattern-fan',
          at: '2025-03-02T08:30:00Z',
          body: '<p>Then twill in the next release?</p>',
        },
      ],
    },
    {
      id: 5504,
      author: 'second-voice',
      at: '2025-03-03T16:45:00Z',
      body: '<p>Twill is what most people ask for.</p>',
    },
  ];
  return `<!doctype html><html lang="en"><head><meta charset="utf-8">
<title>Which pattern first? · test-owner/test-repo · Discussion #77 · GitHub</title>
<meta property="og:title" content="Which pattern first? · test-owner/test-repo · Discussion #77">
<meta property="og:url" content="${GITHUB_DISCUSSION_URL}"></head>
<body class="logged-out env-production page-responsive"><header class="Header-old header-logged-out"><a href="/login">Sign in</a> <a href="/signup">Sign up</a></header>
<main id="js-repo-pjax-container"><div id="repository-container-header"><strong itemprop="name"><a href="/test-owner/test-repo">test-repo</a></strong></div>
<div class="gh-header-show"><h1 class="gh-header-title"><span class="js-issue-title markdown-title">Which pattern first?</span> <span class="f1-light color-fg-muted">#77</span></h1></div>
<div class="Layout"><div class="Layout-main"><div class="js-discussion js-socket-channel ml-0 pl-0 ml-md-6 pl-md-3">
<div class="timeline-comment-group discussion-timeline-item js-comment-container" id="discussion-${opening.id}">
${discussionPostParts(opening, 'h2')}</div>
<h2 class="f4 text-normal">2 comments · 2 replies</h2>
${comments.map(discussionComment).join('\n')}
</div></div>
<div class="Layout-sidebar"><div class="discussion-sidebar-item"><h3 class="discussion-sidebar-heading">Category</h3><p>Ideas</p></div>
<div class="discussion-sidebar-item"><h3 class="discussion-sidebar-heading">Labels</h3><p>None yet</p></div></div></div></main>
<footer class="footer"><p>© 2025 GitHub, Inc.</p><a href="/site/terms">Terms</a></footer></body></html>`;
}

// ---------------------------------------------------------------- Medium

export const MEDIUM_URL = 'https://medium.com/rail-notes/the-night-train-returns-3b2798f1a2c4';

/** A member-only story as Medium serves it: the opening paragraphs and its paywall markers. */
export function mediumMemberOnlyPage(): string {
  const state = {
    'Post:3b2798f1a2c4': { __typename: 'Post', id: '3b2798f1a2c4', isLocked: true, clapCount: 420 },
    'Post:0000aaaa1111': { __typename: 'Post', id: '0000aaaa1111', isLocked: false, clapCount: 3 },
  };
  const article = {
    '@context': 'http://schema.org',
    '@type': 'NewsArticle',
    headline: 'The night train returns',
    author: { '@type': 'Person', name: 'Ada Lovelace' },
    isAccessibleForFree: 'False',
    hasPart: {
      '@type': 'WebPageElement',
      isAccessibleForFree: 'False',
      cssSelector: '.meteredContent',
    },
  };
  return `<!doctype html><html><head><title>The night train returns | by Ada Lovelace | Medium</title>
<meta name="author" content="Ada Lovelace"><script type="application/ld+json">${escapeScript(article)}</script></head>
<body><article><div class="meteredContent"><h1>The night train returns</h1>
<p>The night train from Vienna pulled into the station just after six, its blue carriages dusted with snow.</p>
<p>Passengers stepped down onto the platform with the slow care of people who had slept well.</p></div></article>
<script>window.__APOLLO_STATE__ = ${escapeScript(state)}</script></body></html>`;
}

// ---------------------------------------------------------------- Reddit

/** A Reddit page that renders only with JavaScript, as served to clients it does not recognise. */
export const REDDIT_JAVASCRIPT_PAGE = `<!doctype html><html><head><title>Reddit</title><script src="/static/app.js"></script></head>
<body><div id="app"></div><noscript>Please enable JavaScript to continue using this application.</noscript></body></html>`;

// ---------------------------------------------------------------- endpoints

/**
 * Answers a request the way the platforms' public endpoints do, when it is one of theirs:
 * X's `/tweet-result`, YouTube's `/api/timedtext` and GitHub's REST paths. False otherwise.
 */
export function answerPlatformEndpoint(
  request: IncomingMessage,
  response: ServerResponse,
  options: { videoMs?: number } = {},
): boolean {
  const url = new URL(request.url ?? '/', 'http://endpoint');
  const send = (type: string, body: string) => {
    response.writeHead(200, { 'Content-Type': `${type}; charset=utf-8` });
    response.end(body);
  };
  if (url.pathname === '/tweet-result') {
    const answer = xSyndicationAnswer(url.searchParams.get('id') ?? '', options.videoMs);
    if (!answer) response.writeHead(404).end('{}');
    else send('application/json', JSON.stringify(answer));
    return true;
  }
  if (url.pathname === YOUTUBE_TRACK_PATH) {
    const track = youtubeTrack(url.searchParams);
    if (!track) response.writeHead(404).end('');
    else send(track.type, track.body);
    return true;
  }
  const github = githubAnswers()[url.pathname];
  if (github) {
    send(github.type, github.body);
    return true;
  }
  return false;
}

// ---------------------------------------------------------------- GitHub and Medium walls

/** GitHub's sign-in page, where a private repository's address sends a signed-out visitor. */
export const GITHUB_LOGIN_PAGE = `<!doctype html><html><head><title>Sign in to GitHub · GitHub</title></head><body>
<main><h1>Sign in to GitHub</h1><form action="/session" method="post"><label>Username or email address
<input name="login" autocomplete="username"></label><label>Password <input type="password" name="password"></label>
<input type="submit" value="Sign in"></form><p>New to GitHub? <a href="/signup">Create an account</a></p></main></body></html>`;

/** A challenge page a content delivery network shows in front of Medium to suspected robots. */
export const MEDIUM_CHALLENGE_PAGE = `<!doctype html><html><head><title>Just a moment...</title>
<script src="/cdn-cgi/challenge-platform/h/b/orchestrate/chl_page/v1"></script></head>
<body><div class="main-wrapper"><h1>medium.com</h1><p>Verifying you are human. This may take a few seconds.</p>
<form id="challenge-form" action="/cdn-cgi/challenge" method="POST"><div class="cf-turnstile"></div></form></div></body></html>`;
