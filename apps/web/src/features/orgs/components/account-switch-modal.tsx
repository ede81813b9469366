import { Button, Group, Modal, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconChevronRight } from '@tabler/icons-react';
import type { OrganisationChoice } from '@envirotrack/shared';
import { notifyError } from '../../../lib/notify';
import { useSwitchAccount } from '../api/switch-account';

interface AccountSwitchModalProps {
  opened: boolean;
  onClose: () => void;
  currentName: string;
  /** The person's other organisations, proved at sign-in. */
  organisations: OrganisationChoice[];
}

/** A person with accounts in several organisations changes organisation without signing out. */
export function AccountSwitchModal({ opened, onClose, currentName, organisations }: AccountSwitchModalProps) {
  const switchTo = useSwitchAccount(onClose);
  return (
    <Modal opened={opened} onClose={onClose} title="Change organisation" size="md">
      <Stack gap="md">
        <Text size="sm">
          You are working in <b>{currentName}</b>. Your account in another organisation opens with the same
          sign-in:
        </Text>
        <Stack gap={6}>
          {organisations.map((org) => (
            <UnstyledButton
              key={org.orgId}
              aria-label={`Work in ${org.orgName}`}
              disabled={switchTo.isPending}
              onClick={() => switchTo.mutate(org.orgId, { onError: (e) => notifyError(e) })}
              px="sm"
              py="xs"
              style={{
                border: '1px solid var(--mantine-color-gray-3)',
                borderRadius: 'var(--mantine-radius-md)',
              }}
            >
              <Group justify="space-between" wrap="nowrap">
                <Text size="sm" fw={600}>
                  {org.orgName}
                </Text>
                <IconChevronRight size={16} aria-hidden="true" />
              </Group>
            </UnstyledButton>
          ))}
        </Stack>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Close
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
