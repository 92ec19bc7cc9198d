/** For work started from an event listener, whose failure has no caller to go to. */
export function logFailure(what: string): (error: unknown) => void {
  return (error) => console.error(`Vault: ${what} failed`, error);
}
