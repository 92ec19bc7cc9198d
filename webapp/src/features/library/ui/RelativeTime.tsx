import { Text, type TextProps } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { formatLocalDateTime } from '../../../lib/english-dates';
import { formatRelativeTime } from '../../../lib/relative-time';

const TICK_MS = 60_000;

/** '2 minutes ago', kept current while on screen; the exact moment is in the tooltip. */
export function RelativeTime({ value, ...props }: { value: string } & Omit<TextProps, 'children'>) {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), TICK_MS);
    return () => window.clearInterval(timer);
  }, []);
  return (
    <Text as="span" fontSize="sm" color="fg.muted" {...props}>
      <time dateTime={value} title={formatLocalDateTime(new Date(value))}>
        {formatRelativeTime(value, now)}
      </time>
    </Text>
  );
}
