import { Button, HStack, Input, Stack } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { FormField } from '../../components/FormField';
import { KanbanDialog } from './KanbanDialog';

interface TextDialogProps {
  title: string;
  label: string;
  initialValue?: string;
  maxLength: number;
  submitLabel: string;
  requiredMessage: string;
  pending: boolean;
  onSubmit: (value: string) => void;
  onClose: () => void;
}

/** One required text field in a dialog: add or rename a column. */
export function TextDialog({
  title,
  label,
  initialValue = '',
  maxLength,
  submitLabel,
  requiredMessage,
  pending,
  onSubmit,
  onClose,
}: TextDialogProps) {
  const [value, setValue] = useState(initialValue);
  const [error, setError] = useState<string>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!value.trim()) {
      setError(requiredMessage);
      return;
    }
    onSubmit(value.trim());
  };
  return (
    <KanbanDialog title={title} onClose={onClose}>
      <form onSubmit={submit} noValidate>
        <Stack gap="4">
          <FormField label={label} error={error}>
            <Input
              value={value}
              maxLength={maxLength}
              autoFocus
              onChange={(event) => {
                setValue(event.target.value);
                setError(undefined);
              }}
            />
          </FormField>
          <HStack justify="flex-end" gap="2">
            <Button variant="outline" onClick={onClose} disabled={pending}>
              Cancel
            </Button>
            <Button type="submit" colorPalette="brand" loading={pending}>
              {submitLabel}
            </Button>
          </HStack>
        </Stack>
      </form>
    </KanbanDialog>
  );
}
