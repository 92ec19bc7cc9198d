import {
  Badge,
  Button,
  Card,
  HStack,
  Link,
  List,
  Stack,
  Text,
  VisuallyHidden,
} from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import {
  IMPORT_FORMAT_LABELS,
  IMPORT_LIMITS_EXPLANATION,
  IMPORT_QUOTA_EXPLANATION,
  type ImportJob,
  type ImportJobDetail,
} from '@vault/contracts';
import { useEffect, useId, useRef, useState } from 'react';
import { LuDownload, LuUpload } from 'react-icons/lu';
import { ProgressBar } from '../../components/ProgressBar';
import { formatRelativeTime } from '../../lib/relative-time';
import { contentKeys } from '../library/content-keys';
import { importReportUrl } from './import-api';
import {
  IMPORT_STATUS_LABELS,
  importPercent,
  importSummary,
  isImportActive,
} from './import-progress';
import { useCancelImport, useImport, useImports, useStartImport } from './use-imports';

function ReportLink({ job }: { job: ImportJob }) {
  if (job.skipped + job.failed === 0) return null;
  return (
    <Link href={importReportUrl(job.id)} download colorPalette="brand" fontSize="sm">
      <LuDownload aria-hidden="true" /> Download the report of skipped rows
    </Link>
  );
}

function CurrentImport({ job }: { job: ImportJobDetail }) {
  const cancel = useCancelImport();
  const progressLabelId = useId();
  const active = isImportActive(job);
  return (
    <Stack gap="3" borderWidth="1px" borderRadius="md" p="4" data-testid="import-progress">
      <HStack justify="space-between" wrap="wrap">
        <Text fontWeight="medium">
          {job.fileName ?? 'Your file'} · {job.formatLabel}
        </Text>
        <Badge colorPalette={active ? 'orange' : job.status === 'completed' ? 'green' : 'gray'}>
          {IMPORT_STATUS_LABELS[job.status]}
        </Badge>
      </HStack>
      <VisuallyHidden id={progressLabelId}>Import progress</VisuallyHidden>
      <ProgressBar percent={importPercent(job)} labelledBy={progressLabelId} colorPalette="brand" />
      <Text fontSize="sm" data-testid="import-summary">
        {importSummary(job)}
      </Text>
      {job.skippedRows.length ? (
        <List.Root fontSize="sm" color="fg.muted" ps="4">
          {job.skippedRows.slice(0, 5).map((row) => (
            <List.Item key={`${row.line}-${row.url}`}>
              Line {row.line}: {row.reason}
              {row.url ? ` (${row.url.slice(0, 80)})` : ''}
            </List.Item>
          ))}
        </List.Root>
      ) : null}
      <HStack gap="4" wrap="wrap">
        {active ? (
          <Button
            size="sm"
            variant="outline"
            colorPalette="red"
            loading={cancel.isPending}
            onClick={() => cancel.mutate(job.id)}
          >
            Cancel import
          </Button>
        ) : null}
        <ReportLink job={job} />
      </HStack>
    </Stack>
  );
}

function RecentImports({ jobs, onOpen }: { jobs: ImportJob[]; onOpen: (id: number) => void }) {
  if (jobs.length === 0) return null;
  return (
    <Stack gap="1">
      <Text fontWeight="medium">Recent imports</Text>
      <Stack as="ul" gap="0" listStyleType="none">
        {jobs.map((job) => (
          <HStack
            as="li"
            key={job.id}
            justify="space-between"
            py="2"
            borderBottomWidth="1px"
            wrap="wrap"
            data-testid="recent-import"
          >
            <Stack gap="0" minW="0">
              <Text truncate>
                {job.fileName ?? job.formatLabel} · {IMPORT_STATUS_LABELS[job.status]}
              </Text>
              <Text fontSize="sm" color="fg.muted">
                {formatRelativeTime(job.createdAt)} · {importSummary(job)}
              </Text>
            </Stack>
            <Button size="xs" variant="ghost" onClick={() => onOpen(job.id)}>
              Details
            </Button>
          </HStack>
        ))}
      </Stack>
    </Stack>
  );
}

/** Settings → Import (issue 11): what is read, what it costs, the upload and its progress. */
export function ImportCard() {
  const input = useRef<HTMLInputElement>(null);
  const queryClient = useQueryClient();
  const [currentId, setCurrentId] = useState<number | null>(null);
  const imports = useImports();
  // Back on the page during an import, its progress shows without a click.
  const shownId = currentId ?? imports.data?.find(isImportActive)?.id ?? null;
  const current = useImport(shownId);
  const start = useStartImport(setCurrentId);
  const finished = current.data && !isImportActive(current.data);

  // New items appear in the library once the import is done.
  useEffect(() => {
    if (finished) void queryClient.invalidateQueries({ queryKey: contentKeys.all });
  }, [finished, queryClient]);

  return (
    <Card.Root as="section" aria-labelledby="import-title">
      <Card.Header>
        <Card.Title as="h2" id="import-title">
          Import
        </Card.Title>
        <Card.Description>
          Bring your saved links from Pocket and other apps. Vault recognises the file by its
          content:
        </Card.Description>
      </Card.Header>
      <Card.Body gap="4">
        <List.Root fontSize="sm" ps="4" data-testid="import-formats">
          {Object.values(IMPORT_FORMAT_LABELS).map((label) => (
            <List.Item key={label}>{label}</List.Item>
          ))}
        </List.Root>
        <Text fontSize="sm" color="fg.muted" data-testid="import-quota">
          {IMPORT_QUOTA_EXPLANATION}
        </Text>
        <Text fontSize="sm" color="fg.muted" data-testid="import-limits">
          {IMPORT_LIMITS_EXPLANATION}
        </Text>
        <VisuallyHidden asChild>
          <input
            ref={input}
            type="file"
            aria-label="Choose a file to import"
            tabIndex={-1}
            onChange={(event) => {
              const file = event.currentTarget.files?.[0];
              event.currentTarget.value = '';
              if (file) start.mutate(file);
            }}
          />
        </VisuallyHidden>
        <Button
          alignSelf="flex-start"
          colorPalette="brand"
          loading={start.isPending}
          loadingText="Reading the file..."
          onClick={() => input.current?.click()}
        >
          <LuUpload aria-hidden="true" /> Choose a file to import
        </Button>
        {current.data ? <CurrentImport job={current.data} /> : null}
        <RecentImports
          jobs={(imports.data ?? []).filter((job) => job.id !== shownId)}
          onOpen={setCurrentId}
        />
      </Card.Body>
    </Card.Root>
  );
}
