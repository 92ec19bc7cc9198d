/**
 * The checklist's height with its four steps (measured: 303 px from 768 px wide, 339 px at 600 px,
 * 492 px at 375 px), kept by its placeholder while its code loads so the cards below never jump.
 */
export const FIRST_RUN_MIN_HEIGHT = { base: '492px', sm: '340px', md: '304px' } as const;
