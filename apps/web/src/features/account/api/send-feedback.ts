import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import type { feedbackBody } from '@envirotrack/shared';
import { api } from '../../../lib/api-client';

export type FeedbackInput = z.infer<typeof feedbackBody>;

/** POST /feedback: stores 'How are we doing...?' comments; answers a thank-you message. */
export const sendFeedback = (body: FeedbackInput) => api.post('/feedback', z.null(), body);

export const useSendFeedback = () => useMutation({ mutationFn: sendFeedback });
