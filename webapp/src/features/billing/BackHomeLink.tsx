import { Button } from '@chakra-ui/react';
import { LuArrowLeft } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router';

/** The back link to / at the top of the Pricing and Upgrade pages (spec 2.12, 2.13). */
export function BackHomeLink() {
  return (
    <Button asChild variant="ghost" size="sm" alignSelf="flex-start" ms="-3">
      <RouterLink to="/">
        <LuArrowLeft /> Back to Home
      </RouterLink>
    </Button>
  );
}
