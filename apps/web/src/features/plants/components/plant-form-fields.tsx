import { Loader, Select, SimpleGrid, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconBuildingFactory2, IconId, IconMapPin } from '@tabler/icons-react';
import { FACILITY_TYPES, type FacilityType, type PlantDetails } from '@envirotrack/shared';
import type { Session } from '../../../lib/session';
import type { PlantFormValues } from './plant-form-model';
import { regionOptions, useRegionChoices } from './use-region-choices';

interface PlantFormFieldsProps {
  form: UseFormReturnType<PlantFormValues>;
  session: Session;
  plant?: PlantDetails;
  onRegionChange: (value: string | null) => void;
  onFacilityTypeChange: (value: FacilityType | null) => void;
}

const isFacilityType = (value: string | null): value is FacilityType =>
  FACILITY_TYPES.some((type) => type === value);

/** The plant's own fields; Organisation only for L1 and Country fixed to USA, both disabled. */
export function PlantFormFields({
  form,
  session,
  plant,
  onRegionChange,
  onFacilityTypeChange,
}: PlantFormFieldsProps) {
  const regions = useRegionChoices(session, plant?.orgId ?? session.orgId);

  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextInput
          label="Plant ID"
          withAsterisk
          leftSection={<IconId size={16} />}
          {...form.getInputProps('plantId')}
        />
        <TextInput label="Name" withAsterisk {...form.getInputProps('plantName')} />
      </SimpleGrid>
      {session.Access_Level === 1 && (
        <TextInput label="Organisation" value={plant?.orgName ?? session.orgName} disabled readOnly />
      )}
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <Select
          label="Region"
          withAsterisk
          placeholder="Choose a region"
          data={regionOptions(regions.regions)}
          allowDeselect={false}
          checkIconPosition="right"
          leftSection={<IconMapPin size={16} />}
          rightSection={regions.isFetching ? <Loader size={16} /> : undefined}
          {...form.getInputProps('plantRegionId')}
          error={form.errors.plantRegionId ?? regions.error?.message}
          onChange={onRegionChange}
        />
        <Select
          label="Facility Type"
          withAsterisk
          placeholder="Choose a facility type"
          data={FACILITY_TYPES}
          allowDeselect={false}
          checkIconPosition="right"
          leftSection={<IconBuildingFactory2 size={16} />}
          {...form.getInputProps('facilityType')}
          onChange={(value) => onFacilityTypeChange(isFacilityType(value) ? value : null)}
        />
      </SimpleGrid>
      <TextInput
        label="Street"
        withAsterisk
        autoComplete="street-address"
        {...form.getInputProps('street')}
      />
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="md">
        <TextInput label="City" withAsterisk {...form.getInputProps('city')} />
        <TextInput label="State" withAsterisk {...form.getInputProps('state')} />
        <TextInput label="Zip" withAsterisk inputMode="numeric" {...form.getInputProps('zipCode')} />
      </SimpleGrid>
      <TextInput label="Country" value="USA" disabled readOnly />
    </>
  );
}
