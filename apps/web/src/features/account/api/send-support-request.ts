import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import type { supportBody } from '@envirotrack/shared';
import { api } from '../../../lib/api-client';

export type SupportInput = z.infer<typeof supportBody>;

/** POST /technical-support: stores the request and e-mails it to the support address when one is set. */
export const sendSupportRequest = (body: SupportInput) => api.post('/technical-support', z.null(), body);

export const useSendSupportRequest = () => useMutation({ mutationFn: sendSupportRequest });
