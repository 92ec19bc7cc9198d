/** The person closed a download before it ended (`pipeline` into the response then rejects so). */
export function isClosedDownload(error: unknown): boolean {
  return (
    error instanceof Error && (error as NodeJS.ErrnoException).code === 'ERR_STREAM_PREMATURE_CLOSE'
  );
}
