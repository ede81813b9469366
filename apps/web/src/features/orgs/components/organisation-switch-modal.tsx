import { Button, Group, Loader, Modal, Select, Stack, Text } from '@mantine/core';
import { ALL_ORGANISATIONS, messages } from '@envirotrack/shared';
import { notifyError } from '../../../lib/notify';
import { useOrganisations } from '../api/get-organisations';
import { useSwitchOrganisation } from '../api/switch-organisation';

interface OrganisationSwitchModalProps {
  opened: boolean;
  onClose: () => void;
  currentOrgId: number | null;
}

/** L1: 'Select an organisation...' with All plus every organisation; choosing switches the session. */
export function OrganisationSwitchModal({ opened, onClose, currentOrgId }: OrganisationSwitchModalProps) {
  const organisations = useOrganisations(opened);
  const switchTo = useSwitchOrganisation();

  const data = [
    { value: ALL_ORGANISATIONS, label: ALL_ORGANISATIONS },
    ...(organisations.data ?? []).map((org) => ({ value: String(org.orgId), label: org.orgName })),
  ];

  const choose = (value: string | null) => {
    if (!value || value === String(currentOrgId ?? ALL_ORGANISATIONS)) return;
    const org = organisations.data?.find((item) => String(item.orgId) === value);
    switchTo.mutate(
      { orgId: org ? org.orgId : ALL_ORGANISATIONS, logoUrl: org?.orgLogoDetails[0]?.imageURL ?? '' },
      { onSuccess: onClose, onError: (error) => notifyError(error) },
    );
  };

  return (
    <Modal opened={opened} onClose={onClose} title={messages.selectAnOrganisation} size="md">
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          Work in one organisation, or choose All to see every organisation at once.
        </Text>
        <Select
          label="Organisation"
          placeholder={messages.selectAnOrganisation}
          data={data}
          value={String(currentOrgId ?? ALL_ORGANISATIONS)}
          onChange={choose}
          allowDeselect={false}
          searchable
          nothingFoundMessage={messages.noOrganisations}
          checkIconPosition="right"
          disabled={switchTo.isPending}
          rightSection={organisations.isFetching || switchTo.isPending ? <Loader size={16} /> : undefined}
          error={organisations.isError ? messages.pageError : undefined}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Close
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
