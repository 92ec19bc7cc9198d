/** What became of one received message, told back to its sender. */
export type MailOutcome =
  | { kind: 'saved'; titles: string[]; duplicates: string[]; overLimit: string[] }
  | { kind: 'failed'; reason: string };

const LIMIT_REASON =
  'you have used this month’s saves; upgrade or buy credits in Vault to save more';

/** The reply's subject: "Saved: <title>" or the reason nothing was saved. */
export function replySubject(outcome: MailOutcome): string {
  if (outcome.kind === 'failed') return `Not saved: ${outcome.reason}`;
  const [first, ...others] = outcome.titles;
  if (first !== undefined)
    return `Saved: ${first}${others.length ? ` (+${others.length} more)` : ''}`;
  if (outcome.duplicates.length) return `Already in your library: ${outcome.duplicates[0]}`;
  return `Not saved: ${LIMIT_REASON}`;
}

export function replyText(outcome: MailOutcome): string {
  if (outcome.kind === 'failed') return `Vault could not save your message: ${outcome.reason}.`;
  const lines: string[] = [];
  for (const title of outcome.titles) lines.push(`Saved: ${title}`);
  for (const title of outcome.duplicates) lines.push(`Already in your library: ${title}`);
  for (const title of outcome.overLimit) lines.push(`Not saved (${LIMIT_REASON}): ${title}`);
  return lines.join('\n');
}

/** One line for the message's row: what the job did. */
export function outcomeSummary(outcome: MailOutcome): string {
  return outcome.kind === 'failed' ? `failed: ${outcome.reason}` : replyText(outcome);
}
