/**
 * What a page must reach in Lighthouse, as the benchmark issue sets it: on a desktop a
 * performance score of 95 or more with LCP under 1 s, TBT under 100 ms and CLS under 0.05; on a
 * phone (4x CPU, slow 4G) 90 or more with LCP under 2.5 s and TBT under 300 ms; accessibility,
 * best practices and SEO 95 or more on both. A score alone can pass while a metric misses (a
 * 2.55 s LCP still scores 94), so each metric is judged too.
 */

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type Category = (typeof CATEGORIES)[number];
export const FORM_FACTORS = ['mobile', 'desktop'] as const;
export type FormFactor = (typeof FORM_FACTORS)[number];

interface FormFactorGoals {
  performance: number;
  lcpMs: number;
  tbtMs: number;
  /** Cumulative Layout Shift; null where the issue sets none. */
  cls: number | null;
}

export const GOALS: Record<FormFactor, FormFactorGoals> = {
  mobile: { performance: 90, lcpMs: 2_500, tbtMs: 300, cls: null },
  desktop: { performance: 95, lcpMs: 1_000, tbtMs: 100, cls: 0.05 },
};
export const OTHER_CATEGORIES_GOAL = 95;

export interface MeasuredPage {
  formFactor: FormFactor;
  scores: Record<Category, number>;
  lcpMs: number;
  tbtMs: number;
  cls: number;
}

/** The goals a measured page missed, each as "what: measured (goal)"; empty when it met them all. */
export function missedGoals(page: MeasuredPage): string[] {
  const goals = GOALS[page.formFactor];
  const missed: string[] = [];
  for (const category of CATEGORIES) {
    const goal = category === 'performance' ? goals.performance : OTHER_CATEGORIES_GOAL;
    if (page.scores[category] < goal)
      missed.push(`${category} ${page.scores[category]} (< ${goal})`);
  }
  if (page.lcpMs >= goals.lcpMs) missed.push(`LCP ${page.lcpMs} ms (>= ${goals.lcpMs})`);
  if (page.tbtMs >= goals.tbtMs) missed.push(`TBT ${page.tbtMs} ms (>= ${goals.tbtMs})`);
  if (goals.cls !== null && page.cls >= goals.cls) {
    missed.push(`CLS ${page.cls} (>= ${goals.cls})`);
  }
  return missed;
}

/** One line saying what the goals are, for the report's heading. */
export function describeGoals(): string {
  const { mobile, desktop } = GOALS;
  return (
    `desktop ${desktop.performance}+, LCP < ${desktop.lcpMs} ms, TBT < ${desktop.tbtMs} ms, ` +
    `CLS < ${desktop.cls}; mobile ${mobile.performance}+, LCP < ${mobile.lcpMs} ms, ` +
    `TBT < ${mobile.tbtMs} ms; other categories ${OTHER_CATEGORIES_GOAL}+`
  );
}
