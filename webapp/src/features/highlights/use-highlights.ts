import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreateHighlightRequest, Highlight, UpdateHighlightRequest } from '@vault/contracts';
import {
  createHighlight,
  deleteHighlight,
  fetchItemHighlights,
  highlightKeys,
  updateHighlight,
} from './highlights-api';

/** An item's highlights in text order. */
export function useItemHighlights(contentId: number) {
  return useQuery({
    queryKey: highlightKeys.item(contentId),
    queryFn: () => fetchItemHighlights(contentId),
  });
}

function byPosition(a: Highlight, b: Highlight): number {
  return (a.start ?? Infinity) - (b.start ?? Infinity) || a.id - b.id;
}

/** Create, change and delete; each answer updates the item's list at once, then the library's. */
export function useHighlightActions(contentId: number) {
  const queryClient = useQueryClient();
  const key = highlightKeys.item(contentId);
  const replace = (change: (list: Highlight[]) => Highlight[]) => {
    queryClient.setQueryData<Highlight[]>(key, (list) => change(list ?? []).sort(byPosition));
    void queryClient.invalidateQueries({ queryKey: highlightKeys.all, refetchType: 'none' });
  };
  const create = useMutation({
    mutationFn: (body: CreateHighlightRequest) => createHighlight(contentId, body),
    onSuccess: (highlight) => replace((list) => [...list, highlight]),
  });
  const update = useMutation({
    mutationFn: ({ id, changes }: { id: number; changes: UpdateHighlightRequest }) =>
      updateHighlight(id, changes),
    onSuccess: (highlight) =>
      replace((list) => list.map((each) => (each.id === highlight.id ? highlight : each))),
  });
  const remove = useMutation({
    mutationFn: (id: number) => deleteHighlight(id),
    onSuccess: (_nothing, id) => replace((list) => list.filter((each) => each.id !== id)),
  });
  return { create, update, remove };
}
