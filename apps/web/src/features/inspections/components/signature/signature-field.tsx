import { useImperativeHandle, useRef, useState, type Ref } from 'react';
import { Button, Group, SegmentedControl, Stack, Text } from '@mantine/core';
import { IconEraser, IconSignature } from '@tabler/icons-react';
import type { PointGroup } from 'signature_pad';
import { inspectionMessages, SIGNATURE_FONTS, type SignatureFont } from '@envirotrack/shared';
import { notifyError } from '../../../../lib/notify';
import { uploadInspectionFile } from '../../../../lib/upload-inspection-file';
import { DrawnPad, type DrawnPadHandle } from './drawn-pad';
import { SavedSignature } from './saved-signature';
import { typedSignaturePng } from './signature-image';
import type { SignatureMode, SignatureValue } from './signature-value';
import { TypedPreview, TypedSignatureControls } from './typed-signature';

export type { SignatureMode, SignatureValue };

export interface SignatureFieldHandle {
  /**
   * Saves the name typed or the ink drawn that was not saved yet, as 'Save signature' does; null when there
   * is nothing to save (the field then says so) or the upload failed.
   */
  saveUnsaved(): Promise<SignatureValue | null>;
}

export interface SignatureFieldProps {
  ref?: Ref<SignatureFieldHandle>;
  /** The saved (uploaded) signature, null when none yet. */
  value: SignatureValue | null;
  onChange(value: SignatureValue | null): void;
  /** The signed-in user's full name, prefilled in typed mode. */
  defaultName: string;
  /** E.g. the sign-off label 'Plant Manager sign off'. */
  label?: string;
  readOnly?: boolean;
  /** E.g. 'Please add your signature.' when the form is submitted unsigned. */
  error?: string;
  /** plants.id of the inspection: the server needs it for an L1 user acting in all organisations. */
  plantId?: number;
}

const MODES = [
  { label: 'Type', value: 'typed' },
  { label: 'Draw', value: 'drawn' },
];

/**
 * Spec 2 §4, §5: a signature typed in one of five script fonts or drawn, switchable until saved. Saving
 * uploads it as a PNG at once; a saved signature replaces the pad until the user signs again.
 */
export function SignatureField({
  ref,
  value,
  onChange,
  defaultName,
  label,
  readOnly,
  error,
  plantId,
}: SignatureFieldProps) {
  const [mode, setMode] = useState<SignatureMode>(value?.mode ?? 'typed');
  // null: the signed-in user's name, which may arrive after the field is first shown.
  const [typedName, setTypedName] = useState<string | null>(value?.typedName ?? null);
  const [font, setFont] = useState<SignatureFont>(value?.font ?? SIGNATURE_FONTS[0]);
  const [missing, setMissing] = useState(false);
  const [saving, setSaving] = useState(false);
  const strokes = useRef<PointGroup[]>([]);
  const pad = useRef<DrawnPadHandle>(null);
  const name = typedName ?? defaultName;
  const shownError = error ?? (missing ? inspectionMessages.addSignature : undefined);
  const heading = label ?? 'Signature';

  const edited = () => setMissing(false);

  const save = async (): Promise<SignatureValue | null> => {
    const signed = name.trim();
    const drawnPad = mode === 'drawn' && pad.current && !pad.current.isEmpty() ? pad.current : null;
    if (mode === 'typed' ? !signed : !drawnPad) {
      setMissing(true);
      return null;
    }
    setSaving(true);
    try {
      const png = drawnPad ? await drawnPad.png() : await typedSignaturePng(signed, font);
      const stored = await uploadInspectionFile('signatures', png, 'signature.png', plantId);
      const saved: SignatureValue = {
        name: stored.name,
        url: stored.url,
        mode,
        ...(mode === 'typed' ? { typedName: signed, font } : {}),
      };
      onChange(saved);
      return saved;
    } catch (failure) {
      notifyError(failure);
      return null;
    } finally {
      setSaving(false);
    }
  };
  // A name typed (or ink drawn) under the declaration is the signature: Submit saves it, as this button does.
  useImperativeHandle(ref, () => ({
    saveUnsaved: () => (value || readOnly ? Promise.resolve(value) : save()),
  }));

  const signAgain = () => {
    setMissing(false);
    strokes.current = [];
    onChange(null);
  };

  return (
    <Stack gap="xs" role="group" aria-label={heading}>
      <Text fw={600} size="sm">
        {heading}
      </Text>
      {value ? (
        <SavedSignature value={value} readOnly={readOnly} onSignAgain={signAgain} />
      ) : readOnly ? (
        <Text size="sm" c="dimmed">
          {inspectionMessages.noSignature}
        </Text>
      ) : (
        <>
          <SegmentedControl
            aria-label="Signature mode"
            data={MODES}
            value={mode}
            onChange={(chosen) => {
              setMode(chosen as SignatureMode);
              edited();
            }}
            w={220}
          />
          {mode === 'typed' ? (
            <TypedPreview name={name} font={font} invalid={Boolean(shownError)} />
          ) : (
            <DrawnPad ref={pad} strokes={strokes} onDraw={edited} invalid={Boolean(shownError)} />
          )}
          {mode === 'typed' ? (
            <TypedSignatureControls
              name={name}
              font={font}
              invalid={Boolean(shownError)}
              onNameChange={(changed) => {
                setTypedName(changed);
                edited();
              }}
              onFontChange={setFont}
            />
          ) : (
            <Text size="xs" c="dimmed">
              Draw your signature in the box with the mouse, a pen or a finger.
            </Text>
          )}
          <Group gap="xs">
            <Button leftSection={<IconSignature size={16} />} loading={saving} onClick={() => void save()}>
              Save signature
            </Button>
            {mode === 'drawn' && (
              <Button
                variant="default"
                leftSection={<IconEraser size={16} />}
                onClick={() => pad.current?.clear()}
              >
                Clear
              </Button>
            )}
          </Group>
        </>
      )}
      {shownError && !readOnly && (
        <Text size="sm" c="red" role="alert">
          {shownError}
        </Text>
      )}
    </Stack>
  );
}
