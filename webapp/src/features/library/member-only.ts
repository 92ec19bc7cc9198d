/** What a card and the detail page say of a story only the platform's paying members may read. */
export const MEMBER_ONLY_NOTICE = 'Member-only story: Vault kept the preview Medium shows';
