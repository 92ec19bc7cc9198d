import { Button, Card, HStack, Text } from '@chakra-ui/react';
import { EXPORT_FORMAT_LABELS, EXPORT_FORMATS } from '@vault/contracts';
import { LuDownload } from 'react-icons/lu';
import { exportUrl } from './import-api';

/** Settings → Export: the library in open formats, downloaded straight to disk. */
export function ExportLibraryCard() {
  return (
    <Card.Root as="section" aria-labelledby="export-library-title">
      <Card.Header>
        <Card.Title as="h2" id="export-library-title">
          Export your library
        </Card.Title>
      </Card.Header>
      <Card.Body gap="4">
        <Text color="fg.muted" fontSize="sm">
          Bookmarks HTML opens in every browser and most read-later apps; CSV opens in a
          spreadsheet; Markdown gives one file per item, zipped, for notes apps.
        </Text>
        <HStack gap="3" wrap="wrap">
          {EXPORT_FORMATS.map((format) => (
            <Button key={format} asChild variant="outline" size="sm">
              <a href={exportUrl(format)} download>
                <LuDownload aria-hidden="true" /> {EXPORT_FORMAT_LABELS[format]}
              </a>
            </Button>
          ))}
        </HStack>
      </Card.Body>
    </Card.Root>
  );
}
