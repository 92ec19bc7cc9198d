import { describe, expect, it } from 'vitest';
import { HttpError } from '../../lib/api';
import {
  formatDuration,
  formatFileSize,
  selectionProblem,
  uploadFailure,
  uploadSuccess,
} from './media-rules';

const file = (type: string, size = 1000) => ({ type, size });

describe('selectionProblem', () => {
  it('lets images, videos and PDFs under 50 MB through', () => {
    expect(
      selectionProblem([file('image/jpeg'), file('video/quicktime'), file('application/pdf')]),
    ).toBeNull();
  });

  it('refuses the whole selection for one file of another type', () => {
    expect(selectionProblem([file('image/png'), file('text/html')])).toEqual({
      title: 'Invalid file type',
      description: 'Please upload only images, videos, or PDF files.',
    });
    expect(selectionProblem([file('')])?.title).toBe('Invalid file type');
  });

  it('refuses the whole selection for one file over 50 MB', () => {
    expect(selectionProblem([file('image/png', 50 * 1024 * 1024)])).toBeNull();
    expect(selectionProblem([file('image/png'), file('video/mp4', 50 * 1024 * 1024 + 1)])).toEqual({
      title: 'File too large',
      description: 'Please upload files smaller than 50MB.',
    });
  });
});

describe('upload toasts', () => {
  it('shows the server message, or the fallback', () => {
    const refused = new HttpError(
      415,
      '{"message":"Please upload only images, videos, or PDF files."}',
      '',
    );
    expect(uploadFailure(refused)).toEqual({
      title: 'Upload failed',
      description: 'Please upload only images, videos, or PDF files.',
    });
    expect(uploadFailure(new Error('Failed to fetch'))).toEqual({
      title: 'Upload failed',
      description: 'Failed to upload media',
    });
  });

  it('names an unavailable media service', () => {
    const down = new HttpError(
      503,
      '{"message":"The media service is temporarily unavailable. Please try again later."}',
      '',
    );
    expect(uploadFailure(down)).toEqual({
      title: 'Media uploads not available',
      description:
        'Media upload service is not configured. Please try again later or contact support.',
    });
  });

  it('counts the uploaded files', () => {
    expect(uploadSuccess(2).description).toBe('2 file(s) uploaded successfully.');
  });
});

describe('formatting', () => {
  it('formats sizes and durations', () => {
    expect(formatFileSize(512)).toBe('512 B');
    expect(formatFileSize(1536)).toBe('1.5 KB');
    expect(formatFileSize(50 * 1024 * 1024)).toBe('50 MB');
    expect(formatDuration(2.5)).toBe('0:03');
    expect(formatDuration(75)).toBe('1:15');
    expect(formatDuration(3725)).toBe('1:02:05');
  });
});
