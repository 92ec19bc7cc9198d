import { Alert, Button, Text } from '@chakra-ui/react';
import { LuClipboard } from 'react-icons/lu';

interface ClipboardBannerProps {
  link: string;
  onUse: () => void;
}

/** Offers the link found on the clipboard when the dialog opened (spec 2.6). */
export function ClipboardBanner({ link, onUse }: ClipboardBannerProps) {
  return (
    <Alert.Root status="info" size="sm" alignItems="center">
      <Alert.Indicator>
        <LuClipboard />
      </Alert.Indicator>
      <Alert.Content minW="0">
        <Alert.Title>Link found on your clipboard</Alert.Title>
        <Alert.Description>
          <Text truncate title={link}>
            {link}
          </Text>
        </Alert.Description>
      </Alert.Content>
      <Button size="xs" colorPalette="blue" onClick={onUse} flexShrink="0">
        Use Clipboard Link
      </Button>
    </Alert.Root>
  );
}
