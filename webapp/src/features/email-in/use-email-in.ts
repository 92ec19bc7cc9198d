import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toastError, toastSuccess } from '../../components/toaster';
import { errorDescription } from '../../lib/errors';
import {
  addNewsletterSender,
  EMAIL_ADDRESS_KEY,
  getEmailAddress,
  listNewsletterSenders,
  NEWSLETTER_SENDERS_KEY,
  regenerateEmailAddress,
  removeNewsletterSender,
} from './email-in-api';

export function useEmailAddress() {
  return useQuery({ queryKey: EMAIL_ADDRESS_KEY, queryFn: getEmailAddress });
}

export function useRegenerateEmailAddress(onDone: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: regenerateEmailAddress,
    onSuccess: (answer) => {
      queryClient.setQueryData(EMAIL_ADDRESS_KEY, answer);
      toastSuccess('New address ready', 'Mail to the old address is no longer accepted.');
      onDone();
    },
    onError: (error) =>
      toastError('Could not make a new address', errorDescription(error, 'Please try again')),
  });
}

export function useNewsletterSenders() {
  return useQuery({ queryKey: NEWSLETTER_SENDERS_KEY, queryFn: listNewsletterSenders });
}

export function useAddNewsletterSender(onAdded: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (address: string) => addNewsletterSender({ address }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: NEWSLETTER_SENDERS_KEY });
      onAdded();
    },
    onError: (error) =>
      toastError('Could not add the sender', errorDescription(error, 'Please try again')),
  });
}

export function useRemoveNewsletterSender() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeNewsletterSender,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: NEWSLETTER_SENDERS_KEY }),
    onError: (error) =>
      toastError('Could not remove the sender', errorDescription(error, 'Please try again')),
  });
}
