import { Loader, Paper, Select, Stack, Text, Title } from '@mantine/core';
import { IconUserCheck } from '@tabler/icons-react';
import {
  inspectionMessages,
  namesLeadPerson,
  signOffLabel,
  type AttachmentInfo,
  type FillInForm,
} from '@envirotrack/shared';
import { useLeadPersons } from '../../api/get-lead-persons';
import { AttachmentsField } from '../../components/attachments/attachments-field';
import type { Ref } from 'react';
import {
  SignatureField,
  type SignatureFieldHandle,
  type SignatureValue,
} from '../../components/signature/signature-field';

interface SignOffSectionProps {
  form: FillInForm;
  signatureRef: Ref<SignatureFieldHandle>;
  attachments: AttachmentInfo[];
  signature: SignatureValue | null;
  signerName: string;
  readOnly: boolean;
  signatureError?: string;
  onAttachments: (value: AttachmentInfo[]) => void;
  onSignature: (value: SignatureValue | null) => void;
  leadPersonId: number | null;
  onLeadPerson: (value: number | null) => void;
}

/** The sign-off's element id: a submit without a signature brings it into view. */
export const SIGN_OFF_ID = 'fill-in-sign-off';

/** Attachments, then the certification (when the form requires it) and the signature (spec 2 §2.7, §5). */
export function SignOffSection({ signatureRef, ...props }: SignOffSectionProps) {
  const { form, readOnly } = props;
  const label = form.signOffLabel ?? signOffLabel(form.ParentId) ?? 'Signature';
  // Housekeeping sign-offs name their lead person; the signature is then the signer's own.
  const withLeadPerson = namesLeadPerson(form.ParentId);
  return (
    <>
      <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }} component="section" aria-label="Attachments">
        <Stack gap="sm">
          <Title order={3} size="h5">
            Attachments
          </Title>
          <AttachmentsField
            value={props.attachments}
            onChange={props.onAttachments}
            readOnly={readOnly}
            plantId={form.plant.id}
          />
        </Stack>
      </Paper>
      <Paper
        withBorder
        radius="md"
        p={{ base: 'sm', sm: 'md' }}
        component="section"
        aria-label="Sign-off"
        id={SIGN_OFF_ID}
      >
        <Stack gap="sm">
          {form.isDeclarationRequired && (
            <Paper bg="gray.0" p="sm" radius="sm">
              <Text size="sm" data-testid="declaration">
                {inspectionMessages.declaration}
              </Text>
            </Paper>
          )}
          {withLeadPerson && (
            <LeadPersonField
              plantId={form.plant.id}
              label={label}
              value={props.leadPersonId}
              readOnly={readOnly}
              onChange={props.onLeadPerson}
            />
          )}
          <SignatureField
            ref={signatureRef}
            value={props.signature}
            onChange={props.onSignature}
            defaultName={props.signerName}
            plantId={form.plant.id}
            label={withLeadPerson ? 'Signature' : label}
            readOnly={readOnly}
            error={props.signatureError}
          />
        </Stack>
      </Paper>
    </>
  );
}

interface LeadPersonFieldProps {
  plantId: number;
  label: string;
  value: number | null;
  readOnly: boolean;
  onChange: (value: number | null) => void;
}

/** 'Plant Leadperson' / 'Shop Leadperson': one of the plant's people (spec 2 §3 'Leadpersons'). */
function LeadPersonField({ plantId, label, value, readOnly, onChange }: LeadPersonFieldProps) {
  const people = useLeadPersons(plantId, true);
  return (
    <Select
      label={label}
      placeholder="Choose the lead person"
      data={(people.data ?? []).map((p) => ({ value: String(p.id), label: p.name }))}
      value={value === null ? null : String(value)}
      onChange={(chosen) => onChange(chosen ? Number(chosen) : null)}
      readOnly={readOnly}
      clearable={!readOnly}
      searchable
      nothingFoundMessage="No one found"
      leftSection={<IconUserCheck size={16} />}
      rightSection={people.isFetching ? <Loader size={16} /> : undefined}
      error={people.isError ? people.error.message : undefined}
      maw={360}
    />
  );
}
