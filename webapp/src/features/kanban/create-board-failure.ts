/** The toast of a failed board creation (spec 8), and whether to send the person to /pricing. */
export interface CreateBoardFailure {
  title: string;
  description: string;
  toPricing: boolean;
}

export function createBoardFailure(error: Error): CreateBoardFailure {
  if (/upgrade/i.test(error.message)) {
    return {
      title: 'Upgrade Required',
      description: 'Kanban boards are only available for paid subscribers',
      toPricing: true,
    };
  }
  return { title: 'Error', description: 'Failed to create board', toPricing: false };
}
