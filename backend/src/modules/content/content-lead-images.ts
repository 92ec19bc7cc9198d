import { Injectable } from '@nestjs/common';

/** A lead image Vault keeps its own copy of. */
export interface StoredLeadImage {
  key: string;
  bytes: number;
}

/** Downloads, checks and stores an item's lead image; null when it could not (never throws). */
export type LeadImageStorer = (
  userId: number,
  contentId: number,
  imageUrl: string,
) => Promise<StoredLeadImage | null>;

/** Removes a stored lead image that a newer extraction replaced. */
export type LeadImageRemover = (key: string) => Promise<void>;

/**
 * Lets the media module (which owns storage) keep extracted lead images without the content
 * module depending on it; it registers at module init. Without one, items keep the site's URL.
 */
@Injectable()
export class ContentLeadImages {
  private storer: LeadImageStorer | null = null;
  private remover: LeadImageRemover | null = null;

  register(storer: LeadImageStorer, remover: LeadImageRemover): void {
    this.storer = storer;
    this.remover = remover;
  }

  store(userId: number, contentId: number, imageUrl: string): Promise<StoredLeadImage | null> {
    return this.storer ? this.storer(userId, contentId, imageUrl) : Promise.resolve(null);
  }

  async remove(key: string): Promise<void> {
    await this.remover?.(key);
  }
}

/** Where the owner's browser loads an item's stored lead image. */
export function leadImagePath(contentId: number): string {
  return `/api/content/${contentId}/image`;
}
