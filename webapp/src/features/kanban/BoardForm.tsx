import { Button, HStack, Input, Stack, Textarea } from '@chakra-ui/react';
import { LIMITS } from '@vault/contracts';
import { useState, type FormEvent } from 'react';
import { FormField } from '../../components/FormField';

export interface BoardFormValues {
  name: string;
  /** Trimmed; undefined when blank (spec 5). */
  description: string | undefined;
}

interface BoardFormProps {
  initialName?: string;
  initialDescription?: string;
  submitLabel: string;
  pending: boolean;
  onSubmit: (values: BoardFormValues) => void;
  onCancel: () => void;
}

/** Board Name (required after trimming) and an optional Description, with Cancel and submit. */
export function BoardForm({
  initialName = '',
  initialDescription = '',
  submitLabel,
  pending,
  onSubmit,
  onCancel,
}: BoardFormProps) {
  const [name, setName] = useState(initialName);
  const [description, setDescription] = useState(initialDescription);
  const [error, setError] = useState<string>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed) {
      setError('Board name is required');
      return;
    }
    onSubmit({ name: trimmed, description: description.trim() || undefined });
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="4">
        <FormField label="Board Name" error={error}>
          <Input
            value={name}
            onChange={(event) => {
              setName(event.target.value);
              setError(undefined);
            }}
            maxLength={LIMITS.boardNameMaxLength}
            placeholder="e.g. Research, Reading list"
            autoFocus
          />
        </FormField>
        <FormField label="Description (optional)">
          <Textarea
            value={description}
            onChange={(event) => setDescription(event.target.value)}
            maxLength={LIMITS.boardDescriptionMaxLength}
            placeholder="What is this board for?"
            rows={3}
          />
        </FormField>
        <HStack justify="flex-end" gap="2">
          <Button variant="outline" onClick={onCancel} disabled={pending}>
            Cancel
          </Button>
          <Button type="submit" colorPalette="brand" loading={pending}>
            {submitLabel}
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}
