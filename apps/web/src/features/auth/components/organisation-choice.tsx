import { Alert, Select } from '@mantine/core';
import { IconBuildingFactory2 } from '@tabler/icons-react';
import { messages, type OrganisationChoice as Choice } from '@envirotrack/shared';

interface OrganisationChoiceProps {
  choices: Choice[];
  value: string | null;
  onChange: (value: string | null) => void;
}

/** The organisation step: the same login matches accounts in several organisations (spec 1 §4). */
export function OrganisationChoice({ choices, value, onChange }: OrganisationChoiceProps) {
  return (
    <>
      <Alert variant="light" color="green" icon={<IconBuildingFactory2 size={18} />} p="sm">
        Your account belongs to several organisations. Choose the one to continue with.
      </Alert>
      <Select
        label="Organisation"
        placeholder={messages.selectOrganisation}
        data={choices.map((choice) => ({ value: String(choice.orgId), label: choice.orgName }))}
        value={value}
        onChange={onChange}
        allowDeselect={false}
        checkIconPosition="right"
        comboboxProps={{ withinPortal: true }}
        leftSection={<IconBuildingFactory2 size={16} />}
        required
        autoFocus
      />
    </>
  );
}
