import { MEDIA_NOT_KEPT, type PostMedia, type ThreadPost } from '@vault/contracts';
import type { MediaParts } from '../../content/index.js';

/** How the reasons a plan gives for not keeping a file begin (the free plan, a full allowance). */
export const PLAN_REFUSALS: readonly string[] = [
  MEDIA_NOT_KEPT.freePlan,
  MEDIA_NOT_KEPT.allowanceFull(0, 0).split(':')[0]!,
];

/** Whether a file was not kept because of the plan (so a larger plan may keep it). */
export function refusedByPlan(reason: string | null): boolean {
  return reason !== null && PLAN_REFUSALS.some((start) => reason.startsWith(start));
}

function reopened(entry: PostMedia): PostMedia {
  return refusedByPlan(entry.notKeptReason) ? { ...entry, notKeptReason: null } : entry;
}

function reopenedPost(post: ThreadPost): ThreadPost {
  return {
    ...post,
    media: post.media.map(reopened),
    quoted: post.quoted ? reopenedPost(post.quoted) : null,
  };
}

/** The parts with every file the plan refused made pending again, for the job to try. */
export function reopenPlanRefusals(parts: MediaParts): MediaParts {
  return {
    ...parts,
    media: parts.media.map(reopened),
    thread: parts.thread?.map(reopenedPost) ?? null,
  };
}
