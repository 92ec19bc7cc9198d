import { useQuery } from '@tanstack/react-query';
import { fetchContentStats } from './content-api';
import { contentKeys } from './content-keys';

/** How many links the user saved this month (the library's counts), once known. */
export function useSavedThisMonth(): number | undefined {
  return useQuery({
    queryKey: contentKeys.stats(),
    queryFn: fetchContentStats,
    select: (stats) => stats.monthlyCount,
  }).data;
}
