import { Button, Card, Text } from '@chakra-ui/react';
import { LuDownload } from 'react-icons/lu';
import { useExportData } from './use-privacy';

export function ExportDataCard() {
  const exportData = useExportData();
  return (
    <Card.Root as="section" aria-labelledby="export-title">
      <Card.Header>
        <Card.Title as="h2" id="export-title">
          Export Your Data
        </Card.Title>
      </Card.Header>
      <Card.Body gap="4">
        <Text color="fg.muted">
          Download everything Vault keeps about you as one JSON file: your profile, plan and usage,
          credit history, WhatsApp connection, API tokens (names only), and every saved item with
          its notes, tags, summary and metadata.
        </Text>
        <Button
          alignSelf="flex-start"
          colorPalette="brand"
          loading={exportData.isPending}
          loadingText="Preparing..."
          onClick={() => exportData.mutate()}
        >
          <LuDownload aria-hidden="true" /> Export My Data
        </Button>
      </Card.Body>
    </Card.Root>
  );
}
