import { Loader, MultiSelect } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconBuildingFactory2 } from '@tabler/icons-react';
import { userActionMessages, type RegionPlant } from '@envirotrack/shared';
import type { FormContext, FormLayout, UserFormValues } from './user-form-model';

interface UserPlantsFieldProps {
  form: UseFormReturnType<UserFormValues>;
  layout: FormLayout;
  context: FormContext;
  /** The plants of the chosen regions. */
  plants: RegionPlant[];
  loading: boolean;
  error: Error | null;
}

/** The option that picks every plant offered (spec 1 §5). */
const ALL = 'All';

/** Plants of an L4 user: plants of the chosen regions, or All of them (spec 1 §5, §6). */
export function UserPlantsField({ form, layout, context, plants, loading, error }: UserPlantsFieldProps) {
  const chosen = form.values.Plants;
  const offered = plants.map((plant) => ({ value: String(plant.id), label: plant.plantName }));
  // Plants already assigned that the list does not offer (e.g. an inactive plant) keep their names.
  const kept = (context.user?.Plants ?? [])
    .filter((plant) => !offered.some((option) => option.value === String(plant.plantId)))
    .map((plant) => ({ value: String(plant.plantId), label: plant.plantName }));
  const everyPlantChosen = offered.length > 0 && offered.every((option) => chosen.includes(option.value));
  const regionsChosen = form.values.Regions.length > 0;

  return (
    <MultiSelect
      label="Plants"
      withAsterisk={layout.plantsEditable}
      placeholder={
        chosen.length ? undefined : regionsChosen ? 'Choose one or more plants' : 'Choose the regions first'
      }
      data={[
        ...(layout.plantsEditable && offered.length > 0 && !everyPlantChosen
          ? [{ value: ALL, label: userActionMessages.all }]
          : []),
        ...offered,
        ...kept,
      ]}
      searchable
      hidePickedOptions
      nothingFoundMessage={
        !regionsChosen
          ? 'Choose the regions first'
          : everyPlantChosen
            ? 'Every plant is chosen'
            : offered.length
              ? 'No plants found'
              : 'No plants in these regions'
      }
      leftSection={<IconBuildingFactory2 size={16} />}
      rightSection={loading ? <Loader size={16} /> : undefined}
      disabled={!layout.plantsEditable || !regionsChosen}
      {...form.getInputProps('Plants')}
      error={form.errors.Plants ?? error?.message}
      onChange={(values) =>
        form.setFieldValue(
          'Plants',
          values.includes(ALL) ? [...new Set([...chosen, ...offered.map((option) => option.value)])] : values,
        )
      }
    />
  );
}
