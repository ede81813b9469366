import { useState } from 'react';
import { Button, Divider, Group, Input, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconBuildingFactory2, IconDeviceFloppy } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { durations, messages, userMessages, type OrgBody, type OrgDetails } from '@envirotrack/shared';
import { ApiError } from '../../../lib/api-client';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { orgPaths } from '../org-paths';
import { useCreateOrganisation } from '../api/create-organisation';
import { useUpdateOrganisation } from '../api/update-organisation';
import { useUploadOrganisationLogo } from '../api/upload-organisation-logo';
import { FormSection } from './form-section';
import { LogoField } from './logo-field';
import { contractErrors, missingFields, toFormValues, toOrgBody } from './org-form-values';
import { OrgSettingsFields } from './org-settings-fields';
import { RegionEditor } from './region-editor';

interface OrgFormProps {
  /** The organisation to update; without it the form creates one. */
  organisation?: OrgDetails;
}

/** Add Organisation and Update Organisation (spec 1 §2): name, regions, logo and special settings. */
export function OrgForm({ organisation }: OrgFormProps) {
  const navigate = useNavigate();
  const create = useCreateOrganisation();
  const update = useUpdateOrganisation();
  const upload = useUploadOrganisationLogo();
  const form = useForm({ initialValues: toFormValues(organisation) });
  const [logoUrl, setLogoUrl] = useState(organisation?.orgLogoDetails[0]?.imageURL ?? null);
  const [logoFile, setLogoFile] = useState<File | null>(null);
  const orgId = organisation?.orgId;

  const done = (message: string) => {
    notifySuccess(message, durations.saved);
    void navigate(orgPaths.list);
  };

  /** Create first, then upload the logo to the new organisation; a failed upload leaves it to retry. */
  const createWithLogo = async (body: OrgBody) => {
    const created = await create.mutateAsync(body);
    const message = created.message ?? userMessages.organisationCreated;
    if (!logoFile) return done(message);
    try {
      await upload.mutateAsync({ orgId: created.data.orgId, file: logoFile });
      done(message);
    } catch (error) {
      notifyError(`${message} The logo was not saved: ${error instanceof Error ? error.message : ''}`);
      void navigate(orgPaths.update(created.data.orgId), { replace: true });
    }
  };

  /** Upload the logo first: if it fails nothing else changed, and once done it is not sent again. */
  const updateWithLogo = async (id: number, body: OrgBody) => {
    if (logoFile) {
      const uploaded = await upload.mutateAsync({ orgId: id, file: logoFile });
      setLogoUrl(uploaded.data.orgLogoDetails[0]?.imageURL ?? null);
      setLogoFile(null);
    }
    const updated = await update.mutateAsync({ orgId: id, body }).catch((error: unknown) => {
      // A region that still has users: keep the reason beside the regions after the toast has gone.
      if (error instanceof ApiError && error.status === 409) form.setFieldError('regions', error.message);
      throw error;
    });
    done(updated.message ?? userMessages.organisationUpdated);
  };

  const submit = form.onSubmit(async (values) => {
    const missing = missingFields(values);
    if (Object.keys(missing).length) {
      form.setErrors(missing);
      notifyError(messages.fillAllFields);
      return;
    }
    const invalid = contractErrors(values);
    const firstProblem = Object.values(invalid)[0];
    if (firstProblem) {
      form.setErrors(invalid);
      notifyError(firstProblem);
      return;
    }
    const body = toOrgBody(values);
    try {
      if (orgId === undefined) await createWithLogo(body);
      else await updateWithLogo(orgId, body);
    } catch (error) {
      notifyError(error);
    }
  });

  const saving = create.isPending || update.isPending || upload.isPending;
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="xl">
        <FormSection
          title="Organisation"
          description="The company name and the logo shown in the header and on printed reports."
        >
          <Stack gap="lg">
            <TextInput
              label="Organisation name"
              placeholder="e.g. Granite Valley Materials"
              leftSection={<IconBuildingFactory2 size={16} />}
              withAsterisk
              autoFocus={orgId === undefined}
              {...form.getInputProps('orgName')}
            />
            <Input.Wrapper label="Logo" labelElement="div">
              <LogoField
                orgId={orgId}
                logoUrl={logoUrl}
                onDeleted={() => setLogoUrl(null)}
                file={logoFile}
                onFileChange={setLogoFile}
              />
            </Input.Wrapper>
          </Stack>
        </FormSection>
        <Divider />
        <FormSection
          title="Regions"
          description="Plants and users belong to regions. A region that still has users cannot be removed."
        >
          <RegionEditor form={form} />
        </FormSection>
        <Divider />
        <FormSection
          title="Special settings"
          description="Menu, header and archived-application options for organisations that need them."
        >
          <OrgSettingsFields form={form} saved={orgId !== undefined} />
        </FormSection>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={() => void navigate(orgPaths.list)} disabled={saving}>
            Cancel
          </Button>
          <Button type="submit" loading={saving} leftSection={<IconDeviceFloppy size={16} />} miw={140}>
            {orgId === undefined ? 'Create organisation' : 'Save changes'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
