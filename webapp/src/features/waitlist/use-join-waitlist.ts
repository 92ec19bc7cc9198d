import { useMutation } from '@tanstack/react-query';
import type { WaitlistRequest } from '@vault/contracts';
import { apiSend } from '../../lib/api';

/** `POST /api/waitlist {email}`: only success or failure is read (spec 7). */
export function useJoinWaitlist() {
  return useMutation({
    mutationFn: (body: WaitlistRequest) => apiSend('POST', '/api/waitlist', body),
  });
}
