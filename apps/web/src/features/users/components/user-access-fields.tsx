import { Checkbox, Loader, MultiSelect, Select } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconBuildingFactory2, IconMapPin, IconShieldCheck } from '@tabler/icons-react';
import { accessLevelLabel, messages, userMessages } from '@envirotrack/shared';
import { useOrganisations } from '../api/get-organisations';
import { useRegionPlants } from '../api/get-region-plants';
import { useRegions } from '../api/get-regions';
import {
  isSelf,
  levelOptions,
  type FormContext,
  type FormLayout,
  type UserFormValues,
} from './user-form-model';
import { UserPlantsField } from './user-plants-field';

interface UserAccessFieldsProps {
  form: UseFormReturnType<UserFormValues>;
  layout: FormLayout;
  context: FormContext;
}

/**
 * Access Level, Organisation (L1 editors), Regions (L3/L4), Plants (L4), each offered as spec 1 §6 allows, and
 * the reference_delete grant (L1 and L2 editors, L3/L4 targets; docs/decisions.md).
 */
export function UserAccessFields({ form, layout, context }: UserAccessFieldsProps) {
  const { session, user } = context;
  const organisations = useOrganisations(layout.organisation);
  const orgId =
    session.Access_Level === 1 ? (form.values.orgId ? Number(form.values.orgId) : null) : session.orgId;
  const regions = useRegions(orgId, layout.regions && layout.regionsEditable);
  const ownRegionIds = session.Regions.map((region) => region.regionId);
  const regionIds = form.values.Regions.map(Number);
  const regionPlants = useRegionPlants(orgId, regionIds, layout.plants && layout.plantsEditable);
  const regionChoices = !layout.regionsEditable
    ? (user?.Regions ?? [])
    : (regions.data ?? []).filter(
        (region) => session.Access_Level !== 3 || ownRegionIds.includes(region.regionId),
      );

  return (
    <>
      <Select
        label="Access Level"
        withAsterisk
        data={levelOptions(context).map((level) => ({
          value: String(level),
          label: accessLevelLabel(level),
        }))}
        allowDeselect={false}
        checkIconPosition="right"
        leftSection={<IconShieldCheck size={16} />}
        disabled={!layout.levelEditable}
        description={isSelf(context) ? userMessages.ownLevel : undefined}
        {...form.getInputProps('Access_Level')}
      />
      {layout.organisation && (
        <Select
          label="Organisation"
          withAsterisk
          placeholder={messages.selectOrganisation}
          data={(organisations.data ?? []).map((org) => ({ value: String(org.orgId), label: org.orgName }))}
          searchable
          allowDeselect={false}
          checkIconPosition="right"
          nothingFoundMessage={messages.noOrganisations}
          leftSection={<IconBuildingFactory2 size={16} />}
          rightSection={organisations.isFetching ? <Loader size={16} /> : undefined}
          disabled={!layout.organisationEditable}
          {...form.getInputProps('orgId')}
          error={form.errors.orgId ?? (organisations.isError ? organisations.error.message : undefined)}
          onChange={(value) => {
            form.setFieldValue('orgId', value);
            form.setFieldValue('Regions', []);
            form.setFieldValue('Plants', []);
          }}
        />
      )}
      {layout.regions && (
        <MultiSelect
          label="Regions"
          withAsterisk={layout.regionsEditable}
          placeholder={
            form.values.Regions.length
              ? undefined
              : layout.organisation && !orgId
                ? 'Choose the organisation first'
                : 'Choose one or more regions'
          }
          data={regionChoices.map((region) => ({ value: String(region.regionId), label: region.regionName }))}
          searchable
          hidePickedOptions
          nothingFoundMessage="No regions"
          leftSection={<IconMapPin size={16} />}
          rightSection={regions.isFetching ? <Loader size={16} /> : undefined}
          disabled={!layout.regionsEditable || orgId === null}
          {...form.getInputProps('Regions')}
          error={form.errors.Regions ?? (regions.isError ? regions.error.message : undefined)}
          onChange={(values) => {
            form.setFieldValue('Regions', values);
            // Plants of a region no longer chosen go with it.
            const regionOf = new Map(regionPlants.plants.map((plant) => [String(plant.id), plant.regionId]));
            form.setFieldValue(
              'Plants',
              form.values.Plants.filter((id) => {
                const region = regionOf.get(id);
                return region === undefined || values.includes(String(region));
              }),
            );
          }}
        />
      )}
      {layout.plants && (
        <UserPlantsField
          form={form}
          layout={layout}
          context={context}
          plants={regionPlants.plants}
          loading={regionPlants.isFetching}
          error={regionPlants.error}
        />
      )}
      {layout.referenceDelete && (
        <Checkbox
          label={userMessages.referenceDeleteLabel}
          description={userMessages.referenceDeleteHint}
          {...form.getInputProps('Reference_Delete', { type: 'checkbox' })}
        />
      )}
    </>
  );
}
