/** What became of one link of a message. */
export interface SaveOutcome {
  url: string;
  status: 'saved' | 'duplicate' | 'limit';
}

/** WhatsApp refuses text messages longer than this. */
export const MAX_MESSAGE_LENGTH = 4096;
const MAX_SHOWN_URL_LENGTH = 200;

function shown(url: string): string {
  return url.length > MAX_SHOWN_URL_LENGTH ? `${url.slice(0, MAX_SHOWN_URL_LENGTH - 1)}…` : url;
}

function plural(count: number, word: string): string {
  return `${count} ${word}${count === 1 ? '' : 's'}`;
}

function section(title: string, urls: string[]): string {
  return [title, ...urls.map((url) => `• ${shown(url)}`)].join('\n');
}

function clip(text: string): string {
  return text.length > MAX_MESSAGE_LENGTH ? `${text.slice(0, MAX_MESSAGE_LENGTH - 1)}…` : text;
}

export function verificationCodeMessage(code: string, minutes: number): string {
  return `Your Vault verification code is ${code}. It expires in ${minutes} minutes. Don't share this code with anyone.`;
}

/** The answer to a number no account has connected. */
export function unknownNumberReply(appUrl: string): string {
  return (
    "This number isn't connected to a Vault account yet. To save links by sending them here, " +
    `sign in at ${appUrl}/settings, enter this WhatsApp number in the WhatsApp card and confirm it ` +
    'with the code we send you.'
  );
}

/** The answer to a message with no link in it. */
export function notALinkReply(): string {
  return (
    "I couldn't find a link in your message. Send or forward a message with a link " +
    "(for example https://example.com/article) and I'll save it to your Vault library."
  );
}

/** The answer to a message whose links were saved, or not, saying which and why. */
export function savedLinksReply(outcomes: SaveOutcome[], appUrl: string): string {
  if (outcomes.length === 0) return notALinkReply();
  const of = (status: SaveOutcome['status']) =>
    outcomes.filter((outcome) => outcome.status === status).map((outcome) => outcome.url);
  const saved = of('saved');
  const duplicates = of('duplicate');
  const refused = of('limit');
  const parts: string[] = [];
  if (saved.length) {
    parts.push(section(`✅ Saved ${plural(saved.length, 'link')} to your Vault library:`, saved));
  }
  if (duplicates.length) {
    parts.push(section('Already in your library (moved to the top):', duplicates));
  }
  if (refused.length) {
    parts.push(
      section(`⚠️ Not saved: you've used all the saves of your plan this month.`, refused) +
        `\nUpgrade your plan or buy a top-up at ${appUrl}/pricing to keep saving.`,
    );
  }
  return clip(parts.join('\n\n'));
}

/** The answer when saving failed for good on our side. */
export function failureReply(): string {
  return 'Sorry, something went wrong while saving your link. Please send it again in a few minutes.';
}
