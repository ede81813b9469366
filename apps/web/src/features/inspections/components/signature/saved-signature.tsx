import { Button, Group, Loader, Stack, Text } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { inspectionMessages } from '@envirotrack/shared';
import { useAuthorizedObjectUrl } from '../../../../lib/use-file-url';
import type { SignatureValue } from './signature-value';
import classes from './signature.module.css';

interface SavedSignatureProps {
  value: SignatureValue;
  readOnly?: boolean;
  onSignAgain(): void;
}

const describe = (value: SignatureValue) =>
  value.mode === 'typed' && value.typedName
    ? `Typed by name: ${value.typedName}${value.font ? ` (${value.font})` : ''}`
    : 'Drawn by hand';

/** A saved signature replaces the pad (spec 2 §4); signing again drops it and shows the pad. */
export function SavedSignature({ value, readOnly, onSignAgain }: SavedSignatureProps) {
  const image = useAuthorizedObjectUrl(value.url);
  return (
    <Stack gap={6} align="flex-start">
      <div className={classes.frame}>
        {image.src ? (
          <img className={classes.saved} src={image.src} alt={`Saved signature. ${describe(value)}`} />
        ) : (
          <Group h="100%" justify="center">
            {image.failed ? (
              <Text size="sm" c="dimmed">
                {inspectionMessages.noSignature}
              </Text>
            ) : (
              <Loader size="sm" aria-label="Loading the signature" />
            )}
          </Group>
        )}
      </div>
      <Text size="xs" c="dimmed">
        {describe(value)}
      </Text>
      {!readOnly && (
        <Button variant="default" size="xs" leftSection={<IconRefresh size={14} />} onClick={onSignAgain}>
          Sign again
        </Button>
      )}
    </Stack>
  );
}
