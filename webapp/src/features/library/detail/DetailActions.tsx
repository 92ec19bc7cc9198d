import { Button, HStack } from '@chakra-ui/react';
import { UI_DURATIONS_MS } from '@vault/contracts';
import { useEffect, useState } from 'react';
import { LuCheck, LuCopy, LuExternalLink } from 'react-icons/lu';
import { toastError, toastSuccess } from '../../../components/toaster';
import { writeClipboardText } from '../../../lib/clipboard';

/** Copy (the link; 'Copied!' for 2 s) and View Original in a new tab (spec 2.8). */
export function DetailActions({ url }: { url: string }) {
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    if (!copied) return undefined;
    const timer = window.setTimeout(() => setCopied(false), UI_DURATIONS_MS.copyFeedback);
    return () => window.clearTimeout(timer);
  }, [copied]);

  const copy = async () => {
    if (await writeClipboardText(url)) {
      setCopied(true);
      toastSuccess('Copied!', 'The link is on your clipboard.');
    } else {
      toastError('Failed to copy content');
    }
  };

  return (
    <HStack gap="2" wrap="wrap">
      <Button variant="outline" size="sm" onClick={() => void copy()}>
        {copied ? <LuCheck /> : <LuCopy />}
        {copied ? 'Copied!' : 'Copy'}
      </Button>
      <Button asChild size="sm" colorPalette="brand">
        <a href={url} target="_blank" rel="noopener noreferrer">
          <LuExternalLink /> View Original
        </a>
      </Button>
    </HStack>
  );
}
