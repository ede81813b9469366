import { useState } from 'react';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useNavigate } from 'react-router';
import {
  durations,
  messages,
  plantBody,
  plantMessages,
  type FacilityType,
  type PlantDetails,
} from '@envirotrack/shared';
import { ApiError } from '../../../lib/api-client';
import { notifyError, notifySuccess } from '../../../lib/notify';
import type { Session } from '../../../lib/session';
import { useAddPlant } from '../api/add-plant';
import { useSelectableForms } from '../api/get-selectable-forms';
import { useUpdatePlant } from '../api/update-plant';
import { plantPaths } from '../plant-paths';
import { formsWithoutOutfall, selectionOf, type Selection } from './form-selection';
import { todayMmDdYyyy } from './plant-format';
import {
  buildBody,
  fieldLabels,
  initialMap,
  initialValues,
  isField,
  missingFields,
  type PlantFormValues,
} from './plant-form-model';
import type { PlantMapValue } from './plant-map/plant-map';
import { confirmYesNo } from '../../../components/confirm';

/** State, validation (spec 2 §5) and saving of the Add Plant and Update Plant form. */
export function usePlantForm(session: Session, plant?: PlantDetails) {
  const navigate = useNavigate();
  const add = useAddPlant();
  const update = useUpdatePlant();
  const form = useForm<PlantFormValues>({ initialValues: initialValues(plant) });
  const [selection, setSelection] = useState<Selection>(() => (plant ? selectionOf(plant.inspections) : {}));
  const [map, setMap] = useState<PlantMapValue>(() => initialMap(plant));
  // The saved plant's forms serve until the facility type changes; then they are loaded for the new type.
  const [typeChanged, setTypeChanged] = useState(!plant);
  const orgId = plant?.orgId ?? session.orgId;
  const facilityType = form.values.facilityType;
  const loaded = useSelectableForms(
    typeChanged && facilityType && orgId !== null
      ? { orgId, plantId: plant?.id ?? 0, facilityType, date: todayMmDdYyyy() }
      : null,
  );
  const forms = !typeChanged && plant ? plant.inspections : loaded.data;

  const changeFacilityType = (value: FacilityType | null) => {
    if (value === facilityType) return;
    form.setFieldValue('facilityType', value);
    setSelection({});
    setTypeChanged(true);
  };

  const changeRegion = (value: string | null) => {
    const saved = plant ? String(plant.plantRegionId) : null;
    if (!plant || value === saved || value === form.values.plantRegionId) {
      form.setFieldValue('plantRegionId', value);
      return;
    }
    // Spec 2 §2.4: the new region unassigns the plant's users; on No the region stays as it was.
    confirmYesNo({
      title: 'Change region',
      message: plantMessages.regionChange,
      onYes: () => form.setFieldValue('plantRegionId', value),
    });
  };

  const markIssues = (issues: { path: string; message: string }[]) =>
    issues.forEach(({ path, message }) => {
      if (isField(path)) form.setFieldError(path, message);
    });

  const failed = (error: Error) => {
    if (error instanceof ApiError && error.errors) markIssues(error.errors);
    if (error instanceof ApiError && error.status === 409) form.setFieldError('plantId', error.message);
    notifyError(error);
  };

  /** Back to the list; a new plant's list is searched for it, so it shows instead of sorting onto some page. */
  const saved = (message: string, newPlantId?: string) => {
    notifySuccess(message, durations.success);
    void navigate(
      newPlantId ? `${plantPaths.list}?${new URLSearchParams({ search: newPlantId })}` : plantPaths.list,
    );
  };

  const submit = form.onSubmit((values) => {
    // Each attempt shows only its own complaint, not the ones the user has fixed since.
    notifications.clean();
    form.clearErrors();
    const missing = missingFields(values);
    if (missing.length) {
      markIssues(missing.map((path) => ({ path, message: `${fieldLabels[path]} is required.` })));
      notifyError(messages.fillAllFields);
      return;
    }
    const [lacking] = formsWithoutOutfall(forms ?? {}, selection);
    if (lacking) {
      notifyError(plantMessages.chooseOutfall(lacking.FormName));
      return;
    }
    const body = buildBody(values, selection, map);
    const parsed = plantBody.safeParse(body);
    if (!parsed.success) {
      markIssues(
        parsed.error.issues.map((issue) => ({ path: String(issue.path[0]), message: issue.message })),
      );
      notifyError(parsed.error.issues[0]?.message ?? messages.genericFailure);
      return;
    }
    if (!plant) {
      add.mutate(body, {
        onSuccess: ({ message }) => saved(message ?? plantMessages.created, body.plantId),
        onError: failed,
      });
      return;
    }
    update.mutate(
      { id: plant.id, body },
      { onSuccess: ({ message }) => saved(message ?? plantMessages.updated), onError: failed },
    );
  });

  return {
    form,
    submit,
    saving: add.isPending || update.isPending,
    selection,
    setSelection,
    map,
    setMap,
    forms,
    formsLoading: loaded.isFetching,
    formsError: loaded.isError ? () => void loaded.refetch() : undefined,
    changeFacilityType,
    changeRegion,
  };
}
