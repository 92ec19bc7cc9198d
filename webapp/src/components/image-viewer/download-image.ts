/** The file name to save an image under: the last part of its path, else a generic name. */
export function imageFileName(src: string): string {
  try {
    const name = new URL(src, 'https://local.invalid').pathname.split('/').pop() ?? '';
    return decodeURIComponent(name) || 'image';
  } catch {
    return 'image';
  }
}

/**
 * Downloads the image as a file: fetch, blob, a temporary `a[download]` link (spec 2.9). A failure
 * (often a site that does not allow cross-origin reads) is only logged, as the spec says.
 */
export async function downloadImage(src: string): Promise<void> {
  try {
    const response = await fetch(src, { mode: 'cors' });
    if (!response.ok) throw new Error(`${response.status} ${response.statusText}`);
    const blobUrl = URL.createObjectURL(await response.blob());
    const link = document.createElement('a');
    link.href = blobUrl;
    link.download = imageFileName(src);
    document.body.append(link);
    link.click();
    link.remove();
    URL.revokeObjectURL(blobUrl);
  } catch (error) {
    console.error('Image download failed', error);
  }
}
