import { describe, expect, it } from 'vitest';
import { HttpError } from '../../lib/api';
import { createBoardFailure } from './create-board-failure';

describe('createBoardFailure', () => {
  it('turns the server upgrade refusal into Upgrade Required with a trip to /pricing', () => {
    const error = new HttpError(
      403,
      '{"message":"Kanban boards are part of the Pro and Premium plans. Upgrade to use them.","code":"upgrade_required"}',
      'Forbidden',
    );
    expect(createBoardFailure(error)).toEqual({
      title: 'Upgrade Required',
      description: 'Kanban boards are only available for paid subscribers',
      toPricing: true,
    });
  });

  it('answers anything else with the generic failure', () => {
    expect(createBoardFailure(new HttpError(500, '', 'Internal Server Error'))).toEqual({
      title: 'Error',
      description: 'Failed to create board',
      toPricing: false,
    });
  });
});
