import { Button, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconAlertTriangle, IconRefresh } from '@tabler/icons-react';
import { messages } from '@envirotrack/shared';

interface ErrorViewProps {
  message?: string;
  onRetry?: () => void;
}

export function ErrorView({ message = messages.pageError, onRetry }: ErrorViewProps) {
  return (
    <Stack align="center" gap="sm" py="xl" role="alert">
      <ThemeIcon size={48} radius="xl" variant="light" color="red">
        <IconAlertTriangle size={26} />
      </ThemeIcon>
      <Text fw={600}>{message}</Text>
      {onRetry && (
        <Button variant="light" leftSection={<IconRefresh size={16} />} onClick={onRetry}>
          Try again
        </Button>
      )}
    </Stack>
  );
}
