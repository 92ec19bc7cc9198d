import { Button, VisuallyHidden } from '@chakra-ui/react';
import { useRef } from 'react';
import { LuUpload } from 'react-icons/lu';
import { toastError } from '../../components/toaster';
import { MEDIA_ACCEPT, selectionProblem } from './media-rules';

interface MediaUploadButtonProps {
  uploading: boolean;
  onUpload: (files: File[]) => void;
}

/** Opens the file picker (several files); a selection the rules refuse is not sent at all. */
export function MediaUploadButton({ uploading, onUpload }: MediaUploadButtonProps) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <VisuallyHidden asChild>
        <input
          ref={input}
          type="file"
          multiple
          accept={MEDIA_ACCEPT}
          aria-label="Choose files to attach"
          tabIndex={-1}
          onChange={(event) => {
            const files = Array.from(event.currentTarget.files ?? []);
            // Cleared so choosing the same file again still fires a change.
            event.currentTarget.value = '';
            if (files.length === 0) return;
            const problem = selectionProblem(files);
            if (problem) {
              toastError(problem.title, problem.description);
              return;
            }
            onUpload(files);
          }}
        />
      </VisuallyHidden>
      <Button
        size="xs"
        variant="outline"
        loading={uploading}
        loadingText="Uploading"
        onClick={() => input.current?.click()}
      >
        <LuUpload /> Add Media
      </Button>
    </>
  );
}
