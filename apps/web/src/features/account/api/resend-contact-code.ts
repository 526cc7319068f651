import type { codeSentSchema } from '@portal/contracts/auth';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import type { ContactChannel } from './verify-contact-change';

/** `POST /Verification/Resend { channel }`: a new code for a pending e-mail or mobile change. */
export function resendContactCode(channel: ContactChannel): Promise<z.infer<typeof codeSentSchema>> {
  return apiRequest('Verification/Resend', { method: 'POST', body: { channel } });
}

export function useResendContactCode() {
  return useMutation({ mutationFn: resendContactCode });
}
