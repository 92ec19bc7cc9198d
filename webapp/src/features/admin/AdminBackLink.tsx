import { Button } from '@chakra-ui/react';
import { LuArrowLeft } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router';

/** The back link to /admin at the top of Manage Users and Credit Management (spec 2.15). */
export function AdminBackLink() {
  return (
    <Button asChild variant="ghost" size="sm" alignSelf="flex-start" ms="-3">
      <RouterLink to="/admin">
        <LuArrowLeft /> Back to Admin Dashboard
      </RouterLink>
    </Button>
  );
}
