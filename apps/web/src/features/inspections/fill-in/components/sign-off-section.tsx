import { Paper, Stack, Text, Title } from '@mantine/core';
import { inspectionMessages, signOffLabel, type AttachmentInfo, type FillInForm } from '@envirotrack/shared';
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
}

/** The sign-off's element id: a submit without a signature brings it into view. */
export const SIGN_OFF_ID = 'fill-in-sign-off';

/** Attachments, then the certification (when the form requires it) and the signature (spec 2 §2.7, §5). */
export function SignOffSection({ signatureRef, ...props }: SignOffSectionProps) {
  const { form, readOnly } = props;
  const label = form.signOffLabel ?? signOffLabel(form.ParentId) ?? 'Signature';
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
          <SignatureField
            ref={signatureRef}
            value={props.signature}
            onChange={props.onSignature}
            defaultName={props.signerName}
            plantId={form.plant.id}
            label={label}
            readOnly={readOnly}
            error={props.signatureError}
          />
        </Stack>
      </Paper>
    </>
  );
}
