import { describe, expect, it, vi } from 'vitest';
import { HttpError } from '../../lib/api';
import { saveFailureToast } from './save-failure';

const wording = { title: 'Save failed', description: 'Failed to save content. Please try again.' };

describe('saveFailureToast', () => {
  it('uses the caller wording for ordinary failures', () => {
    const error = new HttpError(400, '{"message":"Invalid URL"}', 'Bad Request');
    expect(saveFailureToast(error, wording, vi.fn())).toEqual({ type: 'error', ...wording });
  });

  it('shows the server message with an Upgrade action when the limit is reached', () => {
    const goToPricing = vi.fn();
    const error = new HttpError(
      402,
      '{"message":"You have used all 10 saves of this month.","code":"limit_reached"}',
      'Payment Required',
    );
    const toast = saveFailureToast(error, wording, goToPricing);
    expect(toast.title).toBe('Save failed');
    expect(toast.description).toBe('You have used all 10 saves of this month.');
    expect(toast.action?.label).toBe('Upgrade');
    toast.action?.onClick();
    expect(goToPricing).toHaveBeenCalledOnce();
  });
});
