import { Link } from '@chakra-ui/react';
import { LuMailX } from 'react-icons/lu';

/** The newsletter's own unsubscribe link (its `List-Unsubscribe`), for an item saved from e-mail. */
export function UnsubscribeLink({ url }: { url: string }) {
  // Only web and mail links: the address came from a message header.
  if (!/^(https?:|mailto:)/i.test(url)) return null;
  return (
    <Link
      href={url}
      target="_blank"
      rel="noopener noreferrer nofollow"
      fontSize="sm"
      colorPalette="brand"
      alignSelf="flex-start"
      data-testid="unsubscribe-link"
    >
      <LuMailX aria-hidden="true" /> Unsubscribe from this newsletter
    </Link>
  );
}
