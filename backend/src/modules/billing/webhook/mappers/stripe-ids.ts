/** A Stripe reference is an id, or the expanded object carrying it. */
export function idOf(reference: string | { id: string } | null | undefined): string | null {
  if (!reference) return null;
  return typeof reference === 'string' ? reference : reference.id;
}

/** Our user id, as we put it in `client_reference_id` and metadata: a positive whole number. */
export function userIdOf(value: string | null | undefined): number | null {
  if (!value || !/^\d{1,10}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 ? id : null;
}

/** Stripe times are Unix seconds. */
export function dateOf(seconds: number | null | undefined): Date | null {
  return typeof seconds === 'number' && seconds > 0 ? new Date(seconds * 1000) : null;
}
