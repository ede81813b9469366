import { notifications } from '@mantine/notifications';
import { durations, messages } from '@envirotrack/shared';
import { ApiError } from './api-client';

export function notifySuccess(message: string, autoClose: number = durations.success): void {
  notifications.show({ color: 'green', message, autoClose });
}

/** An error toast; errors the session-loss handler already reported are not shown twice. */
export function notifyError(error: unknown, autoClose: number = durations.failure): void {
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
