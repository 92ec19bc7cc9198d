import { Button } from '@chakra-ui/react';
import { useState } from 'react';
import { LuKanban } from 'react-icons/lu';
import { AddToBoardDialog } from './AddToBoardDialog';

/** The detail page's Add to Board (spec 2.8), for paid plans. */
export function AddToBoardButton({ contentId }: { contentId: number }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outline" size="sm" alignSelf="flex-start" onClick={() => setOpen(true)}>
        <LuKanban /> Add to Board
      </Button>
      {open ? <AddToBoardDialog contentId={contentId} onClose={() => setOpen(false)} /> : null}
    </>
  );
}
