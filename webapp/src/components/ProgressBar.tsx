import { Box, useSlotRecipe, type BoxProps } from '@chakra-ui/react';

interface ProgressBarProps extends Omit<BoxProps, 'children'> {
  /** 0-100. */
  percent: number;
  /** The id of the element that names the bar. */
  labelledBy: string;
  /** What a screen reader says the bar shows, e.g. '3 / 10 (30%)'. */
  valueText?: string;
}

/**
 * A determinate progress bar styled by Chakra's progress recipe. Not Chakra's Progress component:
 * its state machine creates an `Intl.NumberFormat` for the percentage, and a page's first `Intl`
 * object costs a throttled phone 45-65 ms, on the dashboard's and Settings' first render among
 * others.
 */
export function ProgressBar({ percent, labelledBy, valueText, ...props }: ProgressBarProps) {
  const styles = useSlotRecipe({ key: 'progress' })({ size: 'sm' });
  const clamped = Math.min(100, Math.max(0, percent));
  return (
    <Box
      css={styles.track}
      role="progressbar"
      aria-labelledby={labelledBy}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={clamped}
      aria-valuetext={valueText ?? `${clamped}%`}
      {...props}
    >
      <Box css={styles.range} style={{ width: `${clamped}%` }} />
    </Box>
  );
}
