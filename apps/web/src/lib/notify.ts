import { notifications } from '@mantine/notifications';
import { durations, messages } from '@envirotrack/shared';
import { ApiError } from './api-client';

export function notifySuccess(message: string, autoClose: number = durations.success): void {
  notifications.show({ color: 'green', message, autoClose });
}

/**
 * How long a failure stays (docs/decisions.md, 'Failure toasts'): a write the server refused 14 s (spec 1 §8,
 * 'Invalid response … 14 seconds for POST'), a failed read or a check on the page 8 s (spec 2 §9).
 */
export const failureDuration = (error: unknown): number =>
  error instanceof ApiError && error.method !== 'GET' && error.method !== 'HEAD'
    ? durations.postFailure
    : durations.failure;

/** An error toast; errors the session-loss handler already reported are not shown twice. */
export function notifyError(error: unknown, autoClose: number = failureDuration(error)): void {
  if (error instanceof ApiError && error.handled) return;
  const message =
    typeof error === 'string' ? error : error instanceof Error ? error.message : messages.genericFailure;
  notifications.show({ color: 'red', message, autoClose });
}

export function notifyNetworkError(): void {
  notifications.show({
    id: 'network-error',
    color: 'red',
    message: messages.networkError,
    autoClose: durations.networkError,
  });
}
